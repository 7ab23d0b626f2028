import type { Generated } from 'kysely';
import type { Timestamp, DateOnly, Numeric, IntArray, TextArray } from '../../db/column-types.ts';

export interface CandidatesTable {
  user_id: number;
  institution_id: string;
  second_surname: string | null;
  document_type: 'dni' | 'nie' | 'pasaporte' | null;
  birth_date: DateOnly | null;
  gender: string | null;
  personal_email: string | null;
  student_email: string | null;
  mobile: string | null;
  landline: string | null;
  address: string | null;
  postal_code: string | null;
  locality: string | null;
  province_id: number | null;
  country_id: number | null;
  iban: string | null;
  social_security_number: string | null;
  nationality_ids: IntArray;
  birth_province_id: number | null;
  disability_over_33: Generated<boolean>;
  newsletter: Generated<boolean>;
  communication_language_id: number | null;
  work_permit: Generated<boolean>;
  preferred_practice_period_id: number | null;
  active_search_internships: Generated<boolean>;
  active_search_jobs: Generated<boolean>;
  training_level_id: number | null;
  profile_image_file_id: string | null;
  presentation: string | null;
  portfolio_url: string | null;
  interest_tag_ids: IntArray;
  sector_interest_ids: IntArray;
  software_ids: IntArray;
  competence_ids: IntArray;
  driving_licences: TextArray;
  own_car: Generated<boolean>;
  available_to_travel: Generated<boolean>;
  available_to_relocate: Generated<boolean>;
  currently_working: Generated<boolean>;
  validated_by_service: Generated<boolean>;
  has_job_service: Generated<boolean>;
  has_internship_service: Generated<boolean>;
  cv_created_at: Timestamp | null;
  deletion_requested_at: Timestamp | null;
  erase_after: Timestamp | null;
  updated_at: Generated<Date>;
}

export type StudyLevel = 'grado' | 'postgrado' | 'tituloPropio' | 'doctorado' | 'nivelOtros';

export interface CandidateStudiesTable {
  id: Generated<number>;
  candidate_id: number;
  institution_id: string;
  is_university: Generated<boolean>;
  degree_id: number | null;
  title: string | null;
  centre: string | null;
  level: StudyLevel;
  start_year: number | null;
  end_year: number | null;
  finished: Generated<boolean>;
  average_grade: Numeric | null;
  credits_passed: Numeric | null;
  credits_total: Numeric | null;
  course_year: number | null;
  hidden: Generated<boolean>;
  withdrawn_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface CandidateLanguagesTable {
  id: Generated<number>;
  candidate_id: number;
  language_id: number;
  level_id: number;
  certificate: string | null;
}

export interface CandidateExperiencesTable {
  id: Generated<number>;
  candidate_id: number;
  position: string;
  company: string;
  sector_id: number | null;
  functional_area_id: number | null;
  contract_type_id: number | null;
  contract_subtype: string | null;
  start_date: DateOnly;
  end_date: DateOnly | null;
  province_id: number | null;
  link: string | null;
  description: string | null;
  attachment_file_id: string | null;
}

export type DocumentVisibility = 'public' | 'private' | 'process';

export interface CandidateDocumentsTable {
  id: Generated<number>;
  candidate_id: number;
  document_type_id: number;
  name: string;
  visibility: DocumentVisibility;
  offer_id: number | null;
  file_id: string | null;
  url: string | null;
  created_at: Generated<Date>;
}

/** This module's tables, merged into the one `Database` type that every query is checked against. */
declare module '../../db/database.ts' {
  interface Database {
    candidates: CandidatesTable;
    candidate_studies: CandidateStudiesTable;
    candidate_languages: CandidateLanguagesTable;
    candidate_experiences: CandidateExperiencesTable;
    candidate_documents: CandidateDocumentsTable;
  }
}
