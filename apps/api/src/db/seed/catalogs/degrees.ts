import { slugify } from '@portal/shared';
import type { BrandId, BrandLevel } from '@portal/shared/brands/brand-config';
import { DEGREE_AREA, type DegreeAreaId } from './degree-areas.ts';
import { INSTITUTION_ID_BASE, type CatalogRow } from './types.ts';

/**
 * Fields of study the demo offers ask for; a degree belongs to one or more. Used only by the seed to match
 * offers with degrees (not stored).
 */
export type DegreeField =
  | 'it'
  | 'data'
  | 'telecom'
  | 'networks'
  | 'industrial'
  | 'electronics'
  | 'mechanical'
  | 'chemistry'
  | 'civil'
  | 'architecture'
  | 'business'
  | 'finance'
  | 'economics'
  | 'tourism'
  | 'law'
  | 'marketing'
  | 'journalism'
  | 'translation'
  | 'education'
  | 'psychology'
  | 'nursing'
  | 'physio'
  | 'nutrition'
  | 'biology'
  | 'environment'
  | 'math'
  | 'languages'
  | 'humanities'
  | 'social'
  | 'sport'
  | 'agro'
  | 'design'
  | 'culinary'
  | 'lab'
  | 'logistics'
  | 'admin'
  | 'automotive';

export interface DegreeExtra extends Record<string, unknown> {
  level: BrandLevel;
  areaId: DegreeAreaId;
  /** ECTS credits; null where the studies are not measured in ECTS (doctorates, intermediate VET cycles). */
  credits: 240 | 120 | 90 | 60 | null;
  years: number;
  /** Two-year (120 ECTS) masters: candidates need at least 50% of the credits passed (spec 1 §5). */
  twoYearMaster: boolean;
  /** Vocational cycles only: grado medio or grado superior. */
  cycle?: 'medio' | 'superior';
}

export interface DegreeRow extends CatalogRow {
  extra: DegreeExtra;
  fields: readonly DegreeField[];
}

type Names = readonly [ca: string, es: string, en: string];
type DegreeSpec = Omit<DegreeRow, 'id' | 'code'>;

const { artsHumanities: ARTS, sciences: SCI, health: HEALTH, socialLaw: SOCIAL, engineering: ENG } = DEGREE_AREA;

function spec(extra: DegreeExtra, fields: readonly DegreeField[], [ca, es, en]: Names): DegreeSpec {
  return { ca, es, en, extra, fields };
}
/** Bachelor's degree (grado): 240 ECTS, four years. */
const grado = (areaId: DegreeAreaId, fields: readonly DegreeField[], names: Names) =>
  spec({ level: 'grado', areaId, credits: 240, years: 4, twoYearMaster: false }, fields, names);
/** Official master of 60 or 90 ECTS. */
const master = (credits: 60 | 90, areaId: DegreeAreaId, fields: readonly DegreeField[], names: Names) =>
  spec({ level: 'postgrado', areaId, credits, years: credits === 60 ? 1 : 1.5, twoYearMaster: false }, fields, names);
/** Two-year official master, 120 ECTS. */
const master120 = (areaId: DegreeAreaId, fields: readonly DegreeField[], names: Names) =>
  spec({ level: 'postgrado', areaId, credits: 120, years: 2, twoYearMaster: true }, fields, names);
const doctorado = (areaId: DegreeAreaId, fields: readonly DegreeField[], names: Names) =>
  spec({ level: 'doctorado', areaId, credits: null, years: 3, twoYearMaster: false }, fields, names);
/** The university's own (non-official) title. */
const propio = (areaId: DegreeAreaId, fields: readonly DegreeField[], names: Names) =>
  spec({ level: 'tituloPropio', areaId, credits: 60, years: 1, twoYearMaster: false }, fields, names);
/** Vocational cycle of grado superior (120 ECTS equivalent, 2,000 hours). */
const cfgs = (areaId: DegreeAreaId, fields: readonly DegreeField[], names: Names) =>
  spec({ level: 'nivelOtros', areaId, credits: 120, years: 2, twoYearMaster: false, cycle: 'superior' }, fields, names);
/** Vocational cycle of grado medio (2,000 hours, no ECTS). */
const cfgm = (areaId: DegreeAreaId, fields: readonly DegreeField[], names: Names) =>
  spec({ level: 'nivelOtros', areaId, credits: null, years: 2, twoYearMaster: false, cycle: 'medio' }, fields, names);


/** Ids are the institution's base plus the position: append new degrees at the end, never reorder. */
function numbered(institution: BrandId, specs: readonly DegreeSpec[]): readonly DegreeRow[] {
  return specs.map((s, index) => ({ ...s, id: INSTITUTION_ID_BASE[institution] + index + 1, code: slugify(s.es) }));
}

const GENERIC = numbered('generic', [
  grado(ENG, ['it'], ['Grau en Enginyeria Informàtica', 'Grado en Ingeniería Informática', 'BSc in Computer Engineering']),
  grado(ENG, ['industrial', 'mechanical', 'electronics'], ['Grau en Enginyeria en Tecnologies Industrials', 'Grado en Ingeniería en Tecnologías Industriales', 'BEng in Industrial Technology Engineering']),
  grado(ENG, ['civil'], ['Grau en Enginyeria Civil', 'Grado en Ingeniería Civil', 'BEng in Civil Engineering']),
  grado(ENG, ['architecture', 'civil'], ["Grau en Estudis d'Arquitectura", 'Grado en Fundamentos de Arquitectura', 'Bachelor in Architecture Studies']),
  grado(SOCIAL, ['business', 'finance', 'admin'], ["Grau en Administració i Direcció d'Empreses", 'Grado en Administración y Dirección de Empresas', 'Bachelor in Business Administration and Management']),
  grado(SOCIAL, ['economics', 'finance', 'data'], ['Grau en Economia', 'Grado en Economía', 'Bachelor in Economics']),
  grado(SOCIAL, ['marketing', 'business'], ['Grau en Màrqueting i Investigació de Mercats', 'Grado en Marketing e Investigación de Mercados', 'Bachelor in Marketing and Market Research']),
  grado(SOCIAL, ['tourism'], ['Grau en Turisme', 'Grado en Turismo', 'Bachelor in Tourism']),
  grado(SOCIAL, ['law'], ['Grau en Dret', 'Grado en Derecho', 'Bachelor in Law']),
  grado(HEALTH, ['psychology'], ['Grau en Psicologia', 'Grado en Psicología', 'Bachelor in Psychology']),
  grado(HEALTH, ['nursing'], ['Grau en Infermeria', 'Grado en Enfermería', 'Bachelor in Nursing']),
  grado(HEALTH, ['physio'], ['Grau en Fisioteràpia', 'Grado en Fisioterapia', 'Bachelor in Physiotherapy']),
  grado(SOCIAL, ['social'], ['Grau en Treball Social', 'Grado en Trabajo Social', 'Bachelor in Social Work']),
  grado(SOCIAL, ['education'], ["Grau en Mestre d'Educació Primària", 'Grado en Maestro en Educación Primaria', 'Bachelor in Primary Education']),
  grado(SOCIAL, ['journalism'], ['Grau en Periodisme', 'Grado en Periodismo', 'Bachelor in Journalism']),
  grado(ARTS, ['translation', 'languages'], ['Grau en Traducció i Interpretació', 'Grado en Traducción e Interpretación', 'Bachelor in Translation and Interpreting']),
  grado(SCI, ['biology', 'lab', 'environment'], ['Grau en Biologia', 'Grado en Biología', 'BSc in Biology']),
  grado(SCI, ['chemistry', 'lab'], ['Grau en Química', 'Grado en Química', 'BSc in Chemistry']),
  grado(SCI, ['math', 'data'], ['Grau en Matemàtiques', 'Grado en Matemáticas', 'BSc in Mathematics']),
  grado(ARTS, ['design', 'marketing'], ['Grau en Disseny', 'Grado en Diseño', 'Bachelor in Design']),
  grado(SOCIAL, ['sport', 'education'], ["Grau en Ciències de l'Activitat Física i de l'Esport", 'Grado en Ciencias de la Actividad Física y del Deporte', 'Bachelor in Physical Activity and Sport Sciences']),
  master120(ENG, ['industrial', 'mechanical', 'electronics'], ['Màster Universitari en Enginyeria Industrial', 'Máster Universitario en Ingeniería Industrial', "Master's Degree in Industrial Engineering"]),
  master120(ENG, ['data', 'math'], ['Màster Universitari en Ciència de Dades', 'Máster Universitario en Ciencia de Datos', "Master's Degree in Data Science"]),
  master(90, SOCIAL, ['law'], ['Màster Universitari en Advocacia', 'Máster Universitario en Abogacía', "Master's Degree in Legal Practice"]),
  master(60, SOCIAL, ['education'], ["Màster Universitari en Formació del Professorat d'Educació Secundària", 'Máster Universitario en Formación del Profesorado de Educación Secundaria', "Master's Degree in Secondary Teacher Training"]),
  master(60, SOCIAL, ['marketing'], ['Màster Universitari en Màrqueting Digital', 'Máster Universitario en Marketing Digital', "Master's Degree in Digital Marketing"]),
  doctorado(ENG, ['it', 'data'], ["Doctorat en Tecnologies de la Informació", 'Doctorado en Tecnologías de la Información', 'PhD in Information Technologies']),
  propio(SOCIAL, ['business'], ['Màster en Direcció de Recursos Humans (títol propi)', 'Máster en Dirección de Recursos Humanos (título propio)', 'Master in Human Resources Management (own degree)']),
]);

/** Universitat de les Illes Balears: official names of its degrees. */
const UIB = numbered('uib', [
  grado(SOCIAL, ['business', 'finance', 'admin'], ["Grau d'Administració d'Empreses", 'Grado en Administración de Empresas', 'Bachelor in Business Administration']),
  grado(SOCIAL, ['economics', 'finance', 'data'], ["Grau d'Economia", 'Grado en Economía', 'Bachelor in Economics']),
  grado(SOCIAL, ['tourism'], ['Grau de Turisme', 'Grado en Turismo', 'Bachelor in Tourism']),
  grado(SOCIAL, ['law'], ['Grau de Dret', 'Grado en Derecho', 'Bachelor in Law']),
  grado(HEALTH, ['psychology'], ['Grau de Psicologia', 'Grado en Psicología', 'Bachelor in Psychology']),
  grado(HEALTH, ['nursing'], ["Grau d'Infermeria", 'Grado en Enfermería', 'Bachelor in Nursing']),
  grado(HEALTH, ['physio'], ['Grau de Fisioteràpia', 'Grado en Fisioterapia', 'Bachelor in Physiotherapy']),
  grado(SOCIAL, ['education'], ["Grau d'Educació Infantil", 'Grado en Educación Infantil', 'Bachelor in Early Childhood Education']),
  grado(SOCIAL, ['education'], ["Grau d'Educació Primària", 'Grado en Educación Primaria', 'Bachelor in Primary Education']),
  grado(SOCIAL, ['social'], ['Grau de Treball Social', 'Grado en Trabajo Social', 'Bachelor in Social Work']),
  grado(SOCIAL, ['journalism'], ['Grau de Periodisme', 'Grado en Periodismo', 'Bachelor in Journalism']),
  grado(SOCIAL, ['journalism', 'design', 'marketing'], ['Grau de Comunicació Audiovisual', 'Grado en Comunicación Audiovisual', 'Bachelor in Audiovisual Communication']),
  grado(ENG, ['it'], ["Grau d'Enginyeria Informàtica", 'Grado en Ingeniería Informática', 'Bachelor in Computer Engineering']),
  grado(ENG, ['telecom', 'networks', 'it'], ["Grau d'Enginyeria Telemàtica", 'Grado en Ingeniería Telemática', 'Bachelor in Telematics Engineering']),
  grado(ENG, ['electronics', 'industrial'], ["Grau d'Enginyeria Electrònica Industrial i Automàtica", 'Grado en Ingeniería Electrónica Industrial y Automática', 'Bachelor in Industrial Electronics and Automation Engineering']),
  grado(ENG, ['agro', 'environment'], ["Grau d'Enginyeria Agroalimentària i del Medi Rural", 'Grado en Ingeniería Agroalimentaria y del Medio Rural', 'Bachelor in Agri-Food and Rural Engineering']),
  grado(SCI, ['math', 'data'], ['Grau de Matemàtiques', 'Grado en Matemáticas', 'Bachelor in Mathematics']),
  grado(SCI, ['biology', 'lab', 'environment'], ['Grau de Biologia', 'Grado en Biología', 'Bachelor in Biology']),
  grado(SCI, ['chemistry', 'lab'], ['Grau de Química', 'Grado en Química', 'Bachelor in Chemistry']),
  grado(ARTS, ['languages', 'translation'], ["Grau d'Estudis Anglesos", 'Grado en Estudios Ingleses', 'Bachelor in English Studies']),
  grado(ARTS, ['humanities'], ["Grau d'Història", 'Grado en Historia', 'Bachelor in History']),
  master120(ENG, ['industrial', 'electronics', 'mechanical'], ['Màster Universitari en Enginyeria Industrial', 'Máster Universitario en Ingeniería Industrial', "Master's Degree in Industrial Engineering"]),
  master120(ENG, ['telecom', 'networks', 'it'], ['Màster Universitari en Enginyeria de Telecomunicació', 'Máster Universitario en Ingeniería de Telecomunicación', "Master's Degree in Telecommunication Engineering"]),
  master(90, SOCIAL, ['law'], ['Màster Universitari en Advocacia i Procura', 'Máster Universitario en Abogacía y Procura', "Master's Degree in Legal Practice"]),
  master(60, SOCIAL, ['education'], ['Màster Universitari en Formació del Professorat', 'Máster Universitario en Formación del Profesorado', "Master's Degree in Teacher Training"]),
  master(90, HEALTH, ['psychology'], ['Màster Universitari en Psicologia General Sanitària', 'Máster Universitario en Psicología General Sanitaria', "Master's Degree in General Health Psychology"]),
  master(60, ENG, ['it', 'data'], ['Màster Universitari en Sistemes Intel·ligents', 'Máster Universitario en Sistemas Inteligentes', "Master's Degree in Intelligent Systems"]),
  doctorado(ENG, ['it', 'data'], ['Doctorat en Informàtica', 'Doctorado en Informática', 'PhD in Computer Science']),
]);

/** Universitat de Girona (plausible catalogue). */
const UDG = numbered('udg', [
  grado(SOCIAL, ['business', 'finance', 'admin'], ["Grau en Administració i Direcció d'Empreses", 'Grado en Administración y Dirección de Empresas', 'Bachelor in Business Administration and Management']),
  grado(SOCIAL, ['finance', 'business', 'admin'], ['Grau en Comptabilitat i Finances', 'Grado en Contabilidad y Finanzas', 'Bachelor in Accounting and Finance']),
  grado(SOCIAL, ['tourism'], ['Grau en Turisme', 'Grado en Turismo', 'Bachelor in Tourism']),
  grado(SOCIAL, ['law'], ['Grau en Dret', 'Grado en Derecho', 'Bachelor in Law']),
  grado(SOCIAL, ['law', 'social'], ['Grau en Criminologia', 'Grado en Criminología', 'Bachelor in Criminology']),
  grado(HEALTH, ['psychology'], ['Grau en Psicologia', 'Grado en Psicología', 'Bachelor in Psychology']),
  grado(HEALTH, ['nursing'], ['Grau en Infermeria', 'Grado en Enfermería', 'Bachelor in Nursing']),
  grado(HEALTH, ['physio'], ['Grau en Fisioteràpia', 'Grado en Fisioterapia', 'Bachelor in Physiotherapy']),
  grado(SOCIAL, ['education'], ['Grau en Mestre en Educació Infantil', 'Grado en Maestro en Educación Infantil', 'Bachelor in Early Childhood Education']),
  grado(SOCIAL, ['education'], ['Grau en Mestre en Educació Primària', 'Grado en Maestro en Educación Primaria', 'Bachelor in Primary Education']),
  grado(SOCIAL, ['marketing', 'journalism'], ['Grau en Publicitat i Relacions Públiques', 'Grado en Publicidad y Relaciones Públicas', 'Bachelor in Advertising and Public Relations']),
  grado(SOCIAL, ['journalism', 'humanities'], ['Grau en Comunicació Cultural', 'Grado en Comunicación Cultural', 'Bachelor in Cultural Communication']),
  grado(ENG, ['it'], ['Grau en Enginyeria Informàtica', 'Grado en Ingeniería Informática', 'Bachelor in Computer Engineering']),
  grado(ENG, ['mechanical', 'industrial'], ['Grau en Enginyeria Mecànica', 'Grado en Ingeniería Mecánica', 'Bachelor in Mechanical Engineering']),
  grado(ENG, ['chemistry', 'industrial'], ['Grau en Enginyeria Química', 'Grado en Ingeniería Química', 'Bachelor in Chemical Engineering']),
  grado(ENG, ['architecture', 'civil'], ['Grau en Arquitectura Tècnica i Edificació', 'Grado en Arquitectura Técnica y Edificación', 'Bachelor in Building Engineering']),
  grado(SCI, ['biology', 'lab'], ['Grau en Biotecnologia', 'Grado en Biotecnología', 'Bachelor in Biotechnology']),
  grado(SCI, ['environment', 'biology'], ['Grau en Ciències Ambientals', 'Grado en Ciencias Ambientales', 'Bachelor in Environmental Sciences']),
  grado(ARTS, ['humanities', 'environment'], ['Grau en Geografia', 'Grado en Geografía', 'Bachelor in Geography']),
  grado(ARTS, ['languages', 'translation'], ['Grau en Llengua i Literatura Anglesa', 'Grado en Lengua y Literatura Inglesa', 'Bachelor in English Language and Literature']),
  master120(ENG, ['industrial', 'mechanical', 'electronics'], ['Màster Universitari en Enginyeria Industrial', 'Máster Universitario en Ingeniería Industrial', "Master's Degree in Industrial Engineering"]),
  master120(ENG, ['data', 'math'], ['Màster Universitari en Ciència de Dades', 'Máster Universitario en Ciencia de Datos', "Master's Degree in Data Science"]),
  master(60, SOCIAL, ['tourism', 'humanities'], ['Màster Universitari en Turisme Cultural', 'Máster Universitario en Turismo Cultural', "Master's Degree in Cultural Tourism"]),
  master(90, SOCIAL, ['law'], ['Màster Universitari en Advocacia', 'Máster Universitario en Abogacía', "Master's Degree in Legal Practice"]),
  master(60, SOCIAL, ['education'], ['Màster Universitari en Formació del Professorat de Secundària', 'Máster Universitario en Formación del Profesorado de Secundaria', "Master's Degree in Secondary Teacher Training"]),
  doctorado(ENG, ['it', 'industrial', 'data'], ['Doctorat en Tecnologia', 'Doctorado en Tecnología', 'PhD in Technology']),
  propio(SOCIAL, ['tourism', 'business'], ["Màster en Direcció d'Empreses Turístiques (títol propi)", 'Máster en Dirección de Empresas Turísticas (título propio)', 'Master in Tourism Business Management (own degree)']),
]);

/** Universitat Rovira i Virgili (plausible catalogue). */
const URV = numbered('urv', [
  grado(SOCIAL, ['business', 'finance', 'admin'], ["Grau en Administració i Direcció d'Empreses", 'Grado en Administración y Dirección de Empresas', 'Bachelor in Business Administration and Management']),
  grado(SOCIAL, ['economics', 'finance', 'data'], ['Grau en Economia', 'Grado en Economía', 'Bachelor in Economics']),
  grado(SOCIAL, ['finance', 'admin'], ['Grau en Finances i Comptabilitat', 'Grado en Finanzas y Contabilidad', 'Bachelor in Finance and Accounting']),
  grado(SOCIAL, ['tourism'], ['Grau en Turisme', 'Grado en Turismo', 'Bachelor in Tourism']),
  grado(SOCIAL, ['law'], ['Grau en Dret', 'Grado en Derecho', 'Bachelor in Law']),
  grado(SOCIAL, ['journalism'], ['Grau en Periodisme', 'Grado en Periodismo', 'Bachelor in Journalism']),
  grado(SOCIAL, ['marketing', 'journalism'], ['Grau en Publicitat i Relacions Públiques', 'Grado en Publicidad y Relaciones Públicas', 'Bachelor in Advertising and Public Relations']),
  grado(HEALTH, ['psychology'], ['Grau en Psicologia', 'Grado en Psicología', 'Bachelor in Psychology']),
  grado(HEALTH, ['nursing'], ['Grau en Infermeria', 'Grado en Enfermería', 'Bachelor in Nursing']),
  grado(HEALTH, ['physio'], ['Grau en Fisioteràpia', 'Grado en Fisioterapia', 'Bachelor in Physiotherapy']),
  grado(HEALTH, ['nutrition', 'lab'], ['Grau en Nutrició Humana i Dietètica', 'Grado en Nutrición Humana y Dietética', 'Bachelor in Human Nutrition and Dietetics']),
  grado(SOCIAL, ['education'], ['Grau en Educació Infantil', 'Grado en Educación Infantil', 'Bachelor in Early Childhood Education']),
  grado(SOCIAL, ['education'], ['Grau en Educació Primària', 'Grado en Educación Primaria', 'Bachelor in Primary Education']),
  grado(ENG, ['it'], ['Grau en Enginyeria Informàtica', 'Grado en Ingeniería Informática', 'Bachelor in Computer Engineering']),
  grado(ENG, ['chemistry', 'industrial'], ['Grau en Enginyeria Química', 'Grado en Ingeniería Química', 'Bachelor in Chemical Engineering']),
  grado(ENG, ['mechanical', 'industrial'], ['Grau en Enginyeria Mecànica', 'Grado en Ingeniería Mecánica', 'Bachelor in Mechanical Engineering']),
  grado(ENG, ['electronics', 'industrial'], ['Grau en Enginyeria Elèctrica', 'Grado en Ingeniería Eléctrica', 'Bachelor in Electrical Engineering']),
  grado(SCI, ['chemistry', 'lab'], ['Grau en Química', 'Grado en Química', 'Bachelor in Chemistry']),
  grado(SCI, ['biology', 'lab', 'chemistry'], ['Grau en Bioquímica i Biotecnologia', 'Grado en Bioquímica y Biotecnología', 'Bachelor in Biochemistry and Biotechnology']),
  grado(SCI, ['agro', 'lab'], ['Grau en Enologia', 'Grado en Enología', 'Bachelor in Oenology']),
  grado(ENG, ['architecture', 'civil'], ["Grau en Fonaments de l'Arquitectura", 'Grado en Fundamentos de la Arquitectura', 'Bachelor in Architecture Studies']),
  master120(ENG, ['chemistry', 'industrial'], ['Màster Universitari en Enginyeria Química', 'Máster Universitario en Ingeniería Química', "Master's Degree in Chemical Engineering"]),
  master120(ENG, ['industrial', 'mechanical', 'electronics'], ['Màster Universitari en Enginyeria Industrial', 'Máster Universitario en Ingeniería Industrial', "Master's Degree in Industrial Engineering"]),
  master(60, HEALTH, ['nutrition'], ['Màster Universitari en Nutrició i Metabolisme', 'Máster Universitario en Nutrición y Metabolismo', "Master's Degree in Nutrition and Metabolism"]),
  master(90, SOCIAL, ['law'], ["Màster Universitari en Advocacia", 'Máster Universitario en Abogacía', "Master's Degree in Legal Practice"]),
  master(60, SOCIAL, ['education'], ['Màster Universitari en Formació del Professorat', 'Máster Universitario en Formación del Profesorado', "Master's Degree in Teacher Training"]),
  doctorado(ENG, ['chemistry', 'industrial'], ['Doctorat en Enginyeria Química', 'Doctorado en Ingeniería Química', 'PhD in Chemical Engineering']),
  propio(SOCIAL, ['tourism', 'agro'], ['Màster en Enoturisme (títol propi)', 'Máster en Enoturismo (título propio)', 'Master in Wine Tourism (own degree)']),
]);

/** Universitat de Vic - Universitat Central de Catalunya (plausible catalogue; no doctorates in this brand). */
const UVIC = numbered('uvic', [
  grado(HEALTH, ['nursing'], ['Grau en Infermeria', 'Grado en Enfermería', 'Bachelor in Nursing']),
  grado(HEALTH, ['physio'], ['Grau en Fisioteràpia', 'Grado en Fisioterapia', 'Bachelor in Physiotherapy']),
  grado(HEALTH, ['nutrition'], ['Grau en Nutrició Humana i Dietètica', 'Grado en Nutrición Humana y Dietética', 'Bachelor in Human Nutrition and Dietetics']),
  grado(HEALTH, ['physio'], ['Grau en Teràpia Ocupacional', 'Grado en Terapia Ocupacional', 'Bachelor in Occupational Therapy']),
  grado(HEALTH, ['psychology'], ['Grau en Psicologia', 'Grado en Psicología', 'Bachelor in Psychology']),
  grado(SOCIAL, ['education'], ['Grau en Mestre d\'Educació Infantil', 'Grado en Maestro de Educación Infantil', 'Bachelor in Early Childhood Education']),
  grado(SOCIAL, ['education'], ["Grau en Mestre d'Educació Primària", 'Grado en Maestro de Educación Primaria', 'Bachelor in Primary Education']),
  grado(SOCIAL, ['social', 'education'], ['Grau en Educació Social', 'Grado en Educación Social', 'Bachelor in Social Education']),
  grado(SOCIAL, ['business', 'finance', 'admin'], ["Grau en Administració i Direcció d'Empreses", 'Grado en Administración y Dirección de Empresas', 'Bachelor in Business Administration and Management']),
  grado(SOCIAL, ['marketing', 'business'], ['Grau en Màrqueting i Comunicació Digital', 'Grado en Marketing y Comunicación Digital', 'Bachelor in Marketing and Digital Communication']),
  grado(SOCIAL, ['marketing', 'journalism'], ['Grau en Publicitat i Relacions Públiques', 'Grado en Publicidad y Relaciones Públicas', 'Bachelor in Advertising and Public Relations']),
  grado(SOCIAL, ['journalism', 'design'], ['Grau en Comunicació Audiovisual', 'Grado en Comunicación Audiovisual', 'Bachelor in Audiovisual Communication']),
  grado(SOCIAL, ['journalism'], ['Grau en Periodisme', 'Grado en Periodismo', 'Bachelor in Journalism']),
  grado(ARTS, ['translation', 'languages'], ['Grau en Traducció, Interpretació i Llengües Aplicades', 'Grado en Traducción, Interpretación y Lenguas Aplicadas', 'Bachelor in Translation, Interpreting and Applied Languages']),
  grado(SCI, ['biology', 'lab'], ['Grau en Biotecnologia', 'Grado en Biotecnología', 'Bachelor in Biotechnology']),
  grado(SCI, ['biology', 'environment', 'lab'], ['Grau en Biologia', 'Grado en Biología', 'Bachelor in Biology']),
  grado(SCI, ['agro', 'nutrition', 'lab'], ['Grau en Ciència i Tecnologia dels Aliments', 'Grado en Ciencia y Tecnología de los Alimentos', 'Bachelor in Food Science and Technology']),
  grado(ENG, ['industrial', 'logistics', 'business'], ["Grau en Enginyeria d'Organització Industrial", 'Grado en Ingeniería de Organización Industrial', 'Bachelor in Industrial Management Engineering']),
  grado(ENG, ['it'], ['Grau en Enginyeria Informàtica', 'Grado en Ingeniería Informática', 'Bachelor in Computer Engineering']),
  grado(SOCIAL, ['sport', 'education'], ["Grau en Ciències de l'Activitat Física i de l'Esport", 'Grado en Ciencias de la Actividad Física y del Deporte', 'Bachelor in Physical Activity and Sport Sciences']),
  master120(ENG, ['data', 'math'], ['Màster Universitari en Ciència de Dades i Intel·ligència Artificial', 'Máster Universitario en Ciencia de Datos e Inteligencia Artificial', "Master's Degree in Data Science and Artificial Intelligence"]),
  master120(ENG, ['industrial', 'logistics'], ["Màster Universitari en Enginyeria d'Organització Industrial", 'Máster Universitario en Ingeniería de Organización Industrial', "Master's Degree in Industrial Management Engineering"]),
  master(90, HEALTH, ['psychology'], ['Màster Universitari en Psicologia General Sanitària', 'Máster Universitario en Psicología General Sanitaria', "Master's Degree in General Health Psychology"]),
  master(60, SOCIAL, ['education'], ['Màster Universitari en Formació del Professorat', 'Máster Universitario en Formación del Profesorado', "Master's Degree in Teacher Training"]),
  master(60, HEALTH, ['psychology', 'humanities'], ['Màster Universitari en Musicoteràpia', 'Máster Universitario en Musicoterapia', "Master's Degree in Music Therapy"]),
  propio(HEALTH, ['nursing'], ['Màster en Atenció i Cures Pal·liatives (títol propi)', 'Máster en Atención y Cuidados Paliativos (título propio)', 'Master in Palliative Care (own degree)']),
]);

/** Vocational training network: cycles of the Catalan FP catalogue (grado superior and grado medio). */
const FPCAT = numbered('fpcat', [
  cfgs(ENG, ['it'], ["CFGS Desenvolupament d'Aplicacions Web", 'CFGS Desarrollo de Aplicaciones Web', 'Higher VET in Web Application Development']),
  cfgs(ENG, ['it'], ["CFGS Desenvolupament d'Aplicacions Multiplataforma", 'CFGS Desarrollo de Aplicaciones Multiplataforma', 'Higher VET in Cross-Platform Application Development']),
  cfgs(ENG, ['networks', 'it', 'telecom'], ['CFGS Administració de Sistemes Informàtics en Xarxa', 'CFGS Administración de Sistemas Informáticos en Red', 'Higher VET in Network Systems Administration']),
  cfgs(SOCIAL, ['admin', 'finance', 'business'], ['CFGS Administració i Finances', 'CFGS Administración y Finanzas', 'Higher VET in Administration and Finance']),
  cfgs(SOCIAL, ['admin', 'languages'], ['CFGS Assistència a la Direcció', 'CFGS Asistencia a la Dirección', 'Higher VET in Executive Assistance']),
  cfgs(SOCIAL, ['marketing', 'business'], ['CFGS Màrqueting i Publicitat', 'CFGS Marketing y Publicidad', 'Higher VET in Marketing and Advertising']),
  cfgs(SOCIAL, ['logistics'], ['CFGS Transport i Logística', 'CFGS Transporte y Logística', 'Higher VET in Transport and Logistics']),
  cfgs(SOCIAL, ['tourism'], ["CFGS Gestió d'Allotjaments Turístics", 'CFGS Gestión de Alojamientos Turísticos', 'Higher VET in Tourist Accommodation Management']),
  cfgs(SOCIAL, ['culinary'], ['CFGS Direcció de Cuina', 'CFGS Dirección de Cocina', 'Higher VET in Kitchen Management']),
  cfgs(SOCIAL, ['education'], ['CFGS Educació Infantil', 'CFGS Educación Infantil', 'Higher VET in Early Childhood Education']),
  cfgs(HEALTH, ['lab'], ['CFGS Laboratori Clínic i Biomèdic', 'CFGS Laboratorio Clínico y Biomédico', 'Higher VET in Clinical and Biomedical Laboratory']),
  cfgs(ENG, ['electronics', 'industrial'], ['CFGS Automatització i Robòtica Industrial', 'CFGS Automatización y Robótica Industrial', 'Higher VET in Industrial Automation and Robotics']),
  cfgs(ENG, ['mechanical', 'industrial'], ['CFGS Mecatrònica Industrial', 'CFGS Mecatrónica Industrial', 'Higher VET in Industrial Mechatronics']),
  cfgm(ENG, ['networks', 'it'], ['CFGM Sistemes Microinformàtics i Xarxes', 'CFGM Sistemas Microinformáticos y Redes', 'Intermediate VET in Microcomputer Systems and Networks']),
  cfgm(SOCIAL, ['admin'], ['CFGM Gestió Administrativa', 'CFGM Gestión Administrativa', 'Intermediate VET in Administrative Management']),
  cfgm(HEALTH, ['nursing'], ["CFGM Cures Auxiliars d'Infermeria", 'CFGM Cuidados Auxiliares de Enfermería', 'Intermediate VET in Auxiliary Nursing Care']),
  cfgm(SOCIAL, ['culinary'], ['CFGM Cuina i Gastronomia', 'CFGM Cocina y Gastronomía', 'Intermediate VET in Cooking and Gastronomy']),
  cfgm(ENG, ['electronics'], ['CFGM Instal·lacions Elèctriques i Automàtiques', 'CFGM Instalaciones Eléctricas y Automáticas', 'Intermediate VET in Electrical and Automated Installations']),
  cfgm(ENG, ['automotive', 'mechanical'], ['CFGM Electromecànica de Vehicles Automòbils', 'CFGM Electromecánica de Vehículos Automóviles', 'Intermediate VET in Motor Vehicle Electromechanics']),
  cfgm(SOCIAL, ['marketing', 'logistics'], ['CFGM Activitats Comercials', 'CFGM Actividades Comerciales', 'Intermediate VET in Retail Sales']),
]);

/** Catalog 'degrees', per institution (listado_titulaciones). */
export const DEGREES: Record<BrandId, readonly DegreeRow[]> = {
  generic: GENERIC,
  uib: UIB,
  udg: UDG,
  urv: URV,
  uvic: UVIC,
  fpcat: FPCAT,
};
