import { describe, expect, it } from 'vitest';
import { DEGREES } from '../../db/seed/catalogs/degrees.ts';
import { DEGREE, FIRST_DEGREE } from './offers.factory.ts';

/** The factory names degrees by id (it must not import the seed); the ids must still be the degrees it means. */
describe('the degrees the offers factory names', () => {
  it('are the reference catalog degrees of those names', () => {
    const named = (name: string) => DEGREES.generic.find((degree) => degree.es === name)?.id;
    expect(DEGREE).toEqual({
      computerEngineering: named('Grado en Ingeniería Informática'),
      civilEngineering: named('Grado en Ingeniería Civil'),
      business: named('Grado en Administración y Dirección de Empresas'),
      law: named('Grado en Derecho'),
      industrialMaster: named('Máster Universitario en Ingeniería Industrial'),
      dataScienceMaster: named('Máster Universitario en Ciencia de Datos'),
      legalPracticeMaster: named('Máster Universitario en Abogacía'),
    });
  });

  it("are each institution's first degree, with its level", () => {
    const first = Object.entries(DEGREES).map(([institution, degrees]) => [institution, { id: degrees[0]?.id, level: degrees[0]?.extra.level }]);
    expect(FIRST_DEGREE).toEqual(Object.fromEntries(first));
  });
});
