import type { BrandId } from '@portal/shared/brands/brand-config';
import { INSTITUTION_ID_BASE, type CatalogRow } from './types.ts';

/** What the seed needs to know of a programme to attach offers to it. */
export type ProgrammeKind = 'internships' | 'erasmus' | 'youthGuarantee' | 'thesis' | 'dual';

export interface ProgrammeRow extends CatalogRow {
  kind: ProgrammeKind;
  extra: {
    /** Candidates must request and get adhesion before enrolling (code 91). */
    requiresAdhesion: boolean;
    /** Programme rule of spec 2 §9: 80% dedication over 12 months. */
    dedicationPercent?: number;
    durationMonths?: number;
    international?: boolean;
  };
}

type Names = readonly [ca: string, es: string, en: string];
type ProgrammeSpec = Omit<ProgrammeRow, 'id'>;

function programme(kind: ProgrammeKind, code: string, [ca, es, en]: Names, extra: ProgrammeRow['extra']): ProgrammeSpec {
  return { kind, code, ca, es, en, extra };
}

const INTERNSHIPS = programme('internships', 'practicas-empresas',
  ['Programa de pràctiques en empreses', 'Programa de prácticas en empresas', 'Company internship programme'],
  { requiresAdhesion: false });
const ERASMUS = programme('erasmus', 'erasmus-practicas',
  ['Erasmus+ Pràctiques', 'Erasmus+ Prácticas', 'Erasmus+ Traineeships'],
  { requiresAdhesion: true, international: true });
const YOUTH_GUARANTEE = programme('youthGuarantee', 'garantia-juvenil',
  ['Programa de Garantia Juvenil', 'Programa de Garantía Juvenil', 'Youth Guarantee Programme'],
  { requiresAdhesion: true, dedicationPercent: 80, durationMonths: 12 });
const THESIS = programme('thesis', 'tfg-tfm-empresa',
  ['Treballs de fi de grau i de màster en empreses', 'Trabajos de fin de grado y de máster en empresas', "Bachelor's and master's theses in companies"],
  { requiresAdhesion: false });

function numbered(institution: BrandId, specs: readonly ProgrammeSpec[]): readonly ProgrammeRow[] {
  return specs.map((s, index) => ({ ...s, id: INSTITUTION_ID_BASE[institution] + index + 1 }));
}

/** Catalog 'programmes', per institution; the first of each list is the ordinary internship programme. */
export const PROGRAMMES: Record<BrandId, readonly ProgrammeRow[]> = {
  generic: numbered('generic', [INTERNSHIPS, ERASMUS, YOUTH_GUARANTEE, THESIS]),
  uib: numbered('uib', [
    INTERNSHIPS,
    ERASMUS,
    programme('youthGuarantee', 'soib-jove-qualificats',
      ['Programa SOIB Jove Qualificats (Garantia Juvenil)', 'Programa SOIB Joven Cualificados (Garantía Juvenil)', 'SOIB Young Graduates Programme (Youth Guarantee)'],
      { requiresAdhesion: true, dedicationPercent: 80, durationMonths: 12 }),
    THESIS,
  ]),
  udg: numbered('udg', [INTERNSHIPS, ERASMUS, YOUTH_GUARANTEE, THESIS]),
  urv: numbered('urv', [INTERNSHIPS, ERASMUS, YOUTH_GUARANTEE, THESIS]),
  uvic: numbered('uvic', [INTERNSHIPS, ERASMUS, YOUTH_GUARANTEE]),
  fpcat: numbered('fpcat', [
    programme('internships', 'formacio-empresa',
      ["Formació en empresa (FCT)", 'Formación en empresa (FCT)', 'Work placement (FCT)'],
      { requiresAdhesion: false }),
    programme('dual', 'fp-dual',
      ['FP dual (formació en alternança)', 'FP dual (formación en alternancia)', 'Dual VET (work-linked training)'],
      { requiresAdhesion: true }),
    programme('erasmus', 'erasmus-fp',
      ['Erasmus+ FP', 'Erasmus+ FP', 'Erasmus+ VET mobility'],
      { requiresAdhesion: true, international: true }),
    YOUTH_GUARANTEE,
  ]),
};
