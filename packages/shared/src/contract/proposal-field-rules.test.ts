import { describe, expect, it } from 'vitest';
import { brands } from '../brands/brands.ts';
import { proposalBody, type ProposalBody } from './internships.ts';
import { proposalFieldRuleErrors, withoutHiddenProposalFields } from './proposal-field-rules.ts';

const proposal = (extra: Record<string, unknown>): ProposalBody =>
  proposalBody.parse({
    cif: 'B12345674',
    emailContacto: 'rrhh@example.org',
    fechaInicio: '2027-02-01',
    fechaFin: '2027-05-31',
    horasSemana: 20,
    tutor: { nombre: 'Ana', apellidos: 'Ruiz', email: 'ana@example.org' },
    aceptaCondiciones: true,
    ...extra,
  });

describe('the brand internship field rules on a proposal', () => {
  const rules = brands.generic.fields.practica;

  it('names every required field left empty, at once', () => {
    const errors = proposalFieldRuleErrors(rules, proposal({}));
    expect(errors.map((e) => e.campo).sort()).toEqual(['horasDia', 'puestoTrabajo', 'tareas']);
    expect(errors.every((e) => e.codigo === 15 && e.clave === 'required')).toBe(true);
  });

  it('asks nothing more once they are filled, and never an optional field', () => {
    expect(proposalFieldRuleErrors(rules, proposal({ puestoTrabajo: 'Analista', horasDia: 5, tareas: 'Análisis de datos' }))).toEqual([]);
  });

  it('a required academic tutor needs its name and e-mail', () => {
    const strict = { ...rules, tutorAcademico: { visible: true, editable: true, required: true } };
    const errors = proposalFieldRuleErrors(strict, proposal({ puestoTrabajo: 'Analista', horasDia: 5, tareas: 'Análisis', tutorAcademico: { nombre: 'Pau' } }));
    expect(errors.map((e) => e.campo)).toEqual(['tutorAcademico.email']);
  });

  it('a hidden field is neither asked for nor kept', () => {
    const hidden = { ...rules, tareasAdesarrollar: { visible: false, editable: false, required: true }, curso: { visible: false, editable: false, required: false } };
    const sent = proposal({ puestoTrabajo: 'Analista', horasDia: 5, tareas: 'Tareas', curso: 3 });
    expect(proposalFieldRuleErrors(hidden, sent)).toEqual([]);
    const kept = withoutHiddenProposalFields(hidden, sent);
    expect(kept.tareas).toBeUndefined();
    expect(kept.curso).toBeUndefined();
    expect(kept.puestoTrabajo).toBe('Analista');
  });

  it('a brand without rules asks nothing beyond the schema', () => {
    expect(proposalFieldRuleErrors(undefined, proposal({}))).toEqual([]);
  });
});
