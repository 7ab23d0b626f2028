import type { Generated } from 'kysely';
import type { Language, SurveyOfferType, SurveyQuestionKind, SurveyTarget } from '@portal/shared';

export interface SurveysTable {
  id: Generated<number>;
  institution_id: string;
  url_access: string;
  title: string;
  description: Generated<string>;
  anonymous: Generated<boolean>;
  mandatory: Generated<boolean>;
  target: SurveyTarget;
  degree_id: number | null;
  starts_at: Date;
  ends_at: Date;
  clause: string | null;
  created_at: Generated<Date>;
  /** 'empleo' | 'practicas': companies that published an offer of that type (migration 0054). */
  offer_type: SurveyOfferType | null;
  /** The language of the plain text columns, every reader's fallback. */
  language: Generated<Language>;
  /** The other languages' texts: { ca: { title, description }, ... }. */
  translations: Generated<unknown>;
  /** When everyone in the target was told that the survey is open (null: not yet). */
  notified_at: Date | null;
}

export interface SurveyQuestionsTable {
  id: Generated<number>;
  survey_id: number;
  position: number;
  kind: SurveyQuestionKind;
  text: string;
  mandatory: Generated<boolean>;
  /** { ca: 'text', en: 'text' } (migration 0054). */
  translations: Generated<unknown>;
}

export interface SurveyOptionsTable {
  id: Generated<number>;
  question_id: number;
  position: number;
  text: string;
  jump_to_question_id: number | null;
  translations: Generated<unknown>;
}

export interface SurveySessionsTable {
  id: Generated<number>;
  survey_id: number;
  token_hash: string;
  user_id: number | null;
  expires_at: Date;
}

export interface SurveyResponsesTable {
  id: Generated<number>;
  institution_id: string;
  survey_id: number;
  user_id: number | null;
  token_hash: string;
  answered_on: string;
}

export interface SurveyAnswersTable {
  id: Generated<number>;
  response_id: number;
  question_id: number;
  option_id: number | null;
  text: string | null;
}

export interface SurveyParticipantsTable {
  survey_id: number;
  user_id: number;
}

/** This module's tables (migrations 0046 and 0054), merged into the one `Database` type. */
declare module '../../db/database.ts' {
  interface Database {
    surveys: SurveysTable;
    survey_questions: SurveyQuestionsTable;
    survey_options: SurveyOptionsTable;
    survey_sessions: SurveySessionsTable;
    survey_responses: SurveyResponsesTable;
    survey_answers: SurveyAnswersTable;
    survey_participants: SurveyParticipantsTable;
    survey_clause_acceptances: SurveyParticipantsTable;
    survey_notices: SurveyParticipantsTable;
  }
}
