import { describe, expect, it } from 'vitest';
import { appRoutes } from '@/config/routes';
import { brand } from '@/testing/test-data';
import { barItemsFor, menuItemsFor } from './menu-items';

const ids = (...args: Parameters<typeof menuItemsFor>) => menuItemsFor(...args).map((item) => item.id);

describe('menu items per role and brand flags', () => {
  it('gives a candidate of the generic brand the candidate menu in the spec order, without the sections that have no page yet', () => {
    expect(ids('Alumno', brand('generic').flags, { hasInternships: true })).toEqual([
      'internshipOffers',
      'jobOffers',
      'internshipProposal',
      'myApplications',
      'myInternships',
      'surveys',
      'events',
      'cv',
      'guides',
      'careerGuidance',
      'help',
      'changePassword',
      'logout',
      'accountDeletion',
    ]);
  });

  it('shows the guides only with hasGuiasOrientacion and help only with hashelp; career guidance always, to candidates only', () => {
    const without = ids('Alumno', brand('generic', { flags: { hasGuiasOrientacion: false, hashelp: false } }).flags);
    expect(without).not.toContain('guides');
    expect(without).not.toContain('help');
    expect(without).toContain('careerGuidance');
    for (const role of ['Empresa', 'Gestor'] as const) {
      expect(ids(role, brand('generic').flags)).not.toEqual(expect.arrayContaining(['guides']));
      expect(ids(role, brand('generic').flags)).not.toContain('careerGuidance');
      expect(ids(role, brand('generic').flags)).not.toContain('help');
    }
  });

  it('shows my internships and the internship proposal only to a candidate who has internships (damePracticasAlumno)', () => {
    const flags = brand('generic').flags;
    for (const data of [{}, { hasInternships: false }]) {
      expect(ids('Alumno', flags, data)).not.toContain('myInternships');
      expect(ids('Alumno', flags, data)).not.toContain('internshipProposal');
    }
    expect(ids('Alumno', flags, { hasInternships: true })).toEqual(expect.arrayContaining(['myInternships', 'internshipProposal']));
    const noProposals = ids('Alumno', brand('fpcat').flags, { hasInternships: true });
    expect(noProposals).toContain('myInternships');
    expect(noProposals).not.toContain('internshipProposal');
  });

  it('shows each offers item only while its count is not zero (dameNumOfertas*)', () => {
    const flags = brand('generic').flags;
    expect(ids('Alumno', flags, { jobOffers: 0, internshipOffers: 3 })).toEqual(expect.arrayContaining(['internshipOffers']));
    expect(ids('Alumno', flags, { jobOffers: 0, internshipOffers: 3 })).not.toContain('jobOffers');
    expect(ids('Alumno', flags, { jobOffers: 2, internshipOffers: 0 })).not.toContain('internshipOffers');
    expect(ids('Alumno', flags, { jobOffers: 2, internshipOffers: 0 })).toContain('jobOffers');
    expect(ids('Alumno', flags, {})).toEqual(expect.arrayContaining(['internshipOffers', 'jobOffers']));
    expect(ids('Alumno', brand('generic', { flags: { cyclesOnly: true } }).flags, { internshipOffers: 5 })).not.toContain('internshipOffers');
  });

  it('hides internship offers on a cycles-only brand', () => {
    const items = ids('Alumno', brand('generic', { flags: { cyclesOnly: true } }).flags);
    expect(items).not.toContain('internshipOffers');
    expect(items).toContain('jobOffers');
    expect(ids('Alumno', brand('fpcat').flags)).not.toContain('internshipOffers');
  });

  it('counts the pre-enrolments waiting for an answer beside my candidacies', () => {
    const flags = brand('generic').flags;
    const mine = (data: Parameters<typeof menuItemsFor>[2]) => menuItemsFor('Alumno', flags, data).find((item) => item.id === 'myApplications');
    expect(mine({ preEnrolments: 2 })).toMatchObject({ badge: 2 });
    expect(mine({ preEnrolments: 0 })).not.toHaveProperty('badge');
    expect(mine({})).not.toHaveProperty('badge');
  });

  it('leaves only logout while a mandatory survey waits (surveyLock)', () => {
    for (const role of ['Alumno', 'Empresa'] as const) expect(ids(role, brand('generic').flags, { surveyLock: true })).toEqual(['logout']);
  });

  it('offers account deletion only when the brand allows it (canBorrarCuenta)', () => {
    expect(ids('Alumno', brand('generic', { flags: { canBorrarCuenta: false } }).flags)).not.toContain('accountDeletion');
    expect(ids('Alumno', brand('udg').flags)).not.toContain('accountDeletion');
  });

  it('follows the other candidate flags', () => {
    const none = ids(
      'Alumno',
      brand('generic', { flags: { hasEventos: false, hasGuiasOrientacion: false, hashelp: false, hasPropuestaPracticas: false } }).flags,
      { hasInternships: true },
    );
    expect(none).not.toContain('help');
    expect(none).not.toContain('internshipProposal');
    expect(ids('Alumno', brand('generic').flags)).not.toContain('activeProgrammes');
    expect(ids('Alumno', brand('uib').flags)).toContain('activeProgrammes');
  });

  it('gives companies their menu, with no entry for a section that has no page yet', () => {
    expect(ids('Empresa', brand('generic').flags)).toEqual(['myOffers', 'newOffer', 'internshipProposal', 'documentation', 'newAgreement', 'uploadAgreement', 'surveys', 'myCompany', 'myProfile', 'changePassword', 'logout']);
    // The new agreement only where the brand lets companies generate them (canCrearConvenios); the signed copy
    // where it lets them upload agreements (canSubirConvenios).
    expect(ids('Empresa', brand('udg').flags)).not.toContain('newAgreement');
    expect(ids('Empresa', brand('udg').flags)).toContain('uploadAgreement');
    expect(ids('Empresa', { ...brand('generic').flags, canSubirConvenios: false })).not.toContain('uploadAgreement');
    // The UIB brand switches internship changes and programmes on, and both have their pages.
    const uib = ids('Empresa', brand('uib').flags);
    expect(uib).toContain('activeProgrammes');
    expect(uib).toContain('internshipChange');
    expect(ids('Empresa', brand('generic').flags)).not.toContain('internshipChange');
    for (const coming of ['accountDeletion'] as const) expect(uib).not.toContain(coming);
    // The internship proposal (spec 1's company menu, brand flag): the company's proposals, where the brand takes them.
    expect(uib).toContain('internshipProposal');
    expect(ids('Empresa', { ...brand('generic').flags, hasPropuestaPracticas: false })).not.toContain('internshipProposal');
    // Education requests: only when the server says they apply and the list is not empty (useMenuData).
    expect(uib).not.toContain('educationRequests');
    expect(ids('Empresa', brand('generic').flags, { educationRequests: true })).toContain('educationRequests');
  });

  it('puts each role\'s main places in the section bar of wide screens, and leaves the account actions to the menu', () => {
    const bar = (...args: Parameters<typeof menuItemsFor>) => barItemsFor(...args).map((item) => item.id);
    expect(bar('Alumno', brand('generic').flags, { hasInternships: true })).toEqual(['internshipOffers', 'jobOffers', 'myApplications', 'myInternships', 'cv']);
    expect(bar('Empresa', brand('generic').flags)).toEqual(['myOffers', 'newOffer', 'documentation', 'myCompany', 'myProfile']);
    expect(bar('Gestor', brand('generic').flags)).toEqual(['home', 'staffDashboard', 'staffCompanies', 'staffAgreements', 'staffOffers', 'staffCandidates', 'staffContent', 'staffSettings', 'staffAudit']);
  });

  it('gives staff home and logout', () => {
    expect(ids('Gestor', brand('generic').flags)).toEqual(['home', 'staffDashboard', 'staffCompanies', 'staffAgreements', 'staffDocuments', 'staffProgrammes', 'staffInternshipChanges', 'staffEducationRequests', 'staffSurveys', 'staffOffers', 'staffCandidates', 'staffContent', 'staffSettings', 'staffAudit', 'staffClientErrors', 'changePassword', 'logout']);
  });

  it("never lets two entries of one role share an order: features built apart would otherwise swap places by chance", () => {
    for (const role of ['Alumno', 'Empresa', 'Gestor'] as const) {
      const orders = new Map<number, string>();
      for (const route of appRoutes) {
        for (const entry of route.menu ?? []) {
          if (!entry.roles.includes(role)) continue;
          const other = orders.get(entry.order);
          expect(other === undefined || other === entry.id, `${role}: ${entry.id} and ${other} both at ${entry.order}`).toBe(true);
          orders.set(entry.order, entry.id);
        }
      }
    }
  });
});
