import type { Language } from '@portal/shared';

/** The headings of a CV printed for a company, in the language of the request. */
export interface CvPdfTexts {
  title: string;
  offer: string;
  state: string;
  contact: string;
  presentation: string;
  studies: string;
  inProgress: string;
  courseYear: string;
  /** The average grade with its scale: "nota media 2,6 (escala del 1 al 4)". */
  grade: (grade: string, min: number, max: number) => string;
  experience: string;
  present: string;
  languages: string;
  software: string;
  competences: string;
  interests: string;
  sectors: string;
  profile: string;
  drivingLicences: string;
  ownCar: string;
  travel: string;
  relocation: string;
  working: string;
  workPermit: string;
  trainingLevel: string;
  documents: string;
  portfolio: string;
  validated: string;
  yes: string;
  no: string;
  generated: string;
  page: string;
}

export const CV_PDF_TEXTS: Record<Language, CvPdfTexts> = {
  es: {
    title: 'Currículum',
    offer: 'Oferta',
    state: 'Estado de la candidatura',
    contact: 'Contacto',
    presentation: 'Presentación',
    studies: 'Formación',
    inProgress: 'en curso',
    courseYear: 'curso',
    grade: (grade, min, max) => `nota media ${grade} (escala del ${min} al ${max})`,
    experience: 'Experiencia profesional',
    present: 'actualidad',
    languages: 'Idiomas',
    software: 'Programas informáticos',
    competences: 'Competencias',
    interests: 'Intereses',
    sectors: 'Sectores de interés',
    profile: 'Perfil profesional',
    drivingLicences: 'Permisos de conducir',
    ownCar: 'Vehículo propio',
    travel: 'Disponibilidad para viajar',
    relocation: 'Disponibilidad para trasladarse',
    working: 'Trabajando actualmente',
    workPermit: 'Permiso de trabajo',
    trainingLevel: 'Nivel formativo',
    documents: 'Documentos',
    portfolio: 'Portafolio',
    validated: 'Currículum validado por el servicio de empleo',
    yes: 'Sí',
    no: 'No',
    generated: 'Generado el',
    page: 'Página',
  },
  ca: {
    title: 'Currículum',
    offer: 'Oferta',
    state: 'Estat de la candidatura',
    contact: 'Contacte',
    presentation: 'Presentació',
    studies: 'Formació',
    inProgress: 'en curs',
    courseYear: 'curs',
    grade: (grade, min, max) => `nota mitjana ${grade} (escala de l'${min} al ${max})`,
    experience: 'Experiència professional',
    present: 'actualitat',
    languages: 'Idiomes',
    software: 'Programes informàtics',
    competences: 'Competències',
    interests: 'Interessos',
    sectors: "Sectors d'interès",
    profile: 'Perfil professional',
    drivingLicences: 'Permisos de conduir',
    ownCar: 'Vehicle propi',
    travel: 'Disponibilitat per viatjar',
    relocation: 'Disponibilitat per traslladar-se',
    working: 'Treballant actualment',
    workPermit: 'Permís de treball',
    trainingLevel: 'Nivell formatiu',
    documents: 'Documents',
    portfolio: 'Portafoli',
    validated: "Currículum validat pel servei d'ocupació",
    yes: 'Sí',
    no: 'No',
    generated: 'Generat el',
    page: 'Pàgina',
  },
  en: {
    title: 'Curriculum vitae',
    offer: 'Offer',
    state: 'Candidacy state',
    contact: 'Contact',
    presentation: 'About me',
    studies: 'Education',
    inProgress: 'in progress',
    courseYear: 'year',
    grade: (grade, min, max) => `average grade ${grade} (scale ${min} to ${max})`,
    experience: 'Work experience',
    present: 'present',
    languages: 'Languages',
    software: 'Software',
    competences: 'Competences',
    interests: 'Interests',
    sectors: 'Sectors of interest',
    profile: 'Professional profile',
    drivingLicences: 'Driving licences',
    ownCar: 'Own vehicle',
    travel: 'Available to travel',
    relocation: 'Available to relocate',
    working: 'Currently working',
    workPermit: 'Work permit',
    trainingLevel: 'Training level',
    documents: 'Documents',
    portfolio: 'Portfolio',
    validated: 'CV validated by the employment service',
    yes: 'Yes',
    no: 'No',
    generated: 'Generated on',
    page: 'Page',
  },
};
