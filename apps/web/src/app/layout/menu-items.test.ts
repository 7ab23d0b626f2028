import { describe, expect, it } from 'vitest';
import { brand } from '@/testing/test-data';
import { menuItemsFor } from './menu-items';

const ids = (...args: Parameters<typeof menuItemsFor>) => menuItemsFor(...args).map((item) => item.id);

describe('menu items per role and brand flags', () => {
  it('gives a candidate of the generic brand the full candidate menu in the spec order', () => {
    expect(ids('Alumno', brand('generic').flags)).toEqual([
      'internshipOffers',
      'jobOffers',
      'internshipProposal',
      'myApplications',
      'myInternships',
      'surveys',
      'events',
      'cv',
      'guides',
      'help',
      'changePassword',
      'logout',
      'accountDeletion',
    ]);
  });

  it('hides internship offers on a cycles-only brand', () => {
    const items = ids('Alumno', brand('generic', { flags: { cyclesOnly: true } }).flags);
    expect(items).not.toContain('internshipOffers');
    expect(items).toContain('jobOffers');
    expect(ids('Alumno', brand('fpcat').flags)).not.toContain('internshipOffers');
  });

  it('offers account deletion only when the brand allows it (canBorrarCuenta)', () => {
    expect(ids('Alumno', brand('generic', { flags: { canBorrarCuenta: false } }).flags)).not.toContain('accountDeletion');
    expect(ids('Alumno', brand('udg').flags)).not.toContain('accountDeletion');
  });

  it('follows the other candidate flags', () => {
    const none = ids(
      'Alumno',
      brand('generic', { flags: { hasEventos: false, hasGuiasOrientacion: false, hashelp: false, hasPropuestaPracticas: false } }).flags,
    );
    expect(none).not.toContain('events');
    expect(none).not.toContain('guides');
    expect(none).not.toContain('help');
    expect(none).not.toContain('internshipProposal');
    expect(ids('Alumno', brand('uib').flags)).toContain('activeProgrammes');
  });

  it('gives companies their menu, with internship change and programmes behind their flags', () => {
    expect(ids('Empresa', brand('generic').flags)).toEqual([
      'myOffers',
      'newOffer',
      'internshipProposal',
      'documentation',
      'surveys',
      'myCompany',
      'changePassword',
      'logout',
    ]);
    const uib = ids('Empresa', brand('uib').flags);
    expect(uib).toContain('internshipChange');
    expect(uib).toContain('activeProgrammes');
    expect(uib).not.toContain('accountDeletion');
  });

  it('gives staff home and logout', () => {
    expect(ids('Gestor', brand('generic').flags)).toEqual(['home', 'changePassword', 'logout']);
  });
});
