import { isEuCountry, type OfferProfileId } from '@portal/shared';
import type { StudyLevel } from '../../cv/cv.tables.ts';

/** A study of the CV as the match sees it (withdrawn studies are left out). */
export interface StudyFacts {
  degreeId: number | null;
  level: StudyLevel;
  areaId: number | null;
  inProgress: boolean;
  endYear: number | null;
  /** Passed credits over the degree's credits; a finished study counts as 100. */
  creditsPercent: number;
  twoYearMaster: boolean;
}

/** A degree of the institution's catalog. */
export interface DegreeFacts {
  id: number;
  level: StudyLevel;
  areaId: number | null;
  credits: number | null;
  twoYearMaster: boolean;
}

/** The candidate's row, when the CV has been started. */
export interface CandidateFacts {
  hasCv: boolean;
  deletionRequested: boolean;
  hasJobService: boolean;
  hasInternshipService: boolean;
  activeSearchJobs: boolean;
  activeSearchInternships: boolean;
  workPermit: boolean;
  nationalityCodes: string[];
  drivingLicences: string[];
  ownCar: boolean;
  availableToTravel: boolean;
  nationalityIds: number[];
  /** Where the CV's address is: country and province ids. */
  countryId: number | null;
  provinceId: number | null;
  availableToRelocate: boolean;
  currentlyWorking: boolean;
  competenceIds: number[];
  interestTagIds: number[];
  /** Months covered by the professional experiences (overlaps once), rounded to the nearest month. */
  experienceMonths: number;
}

export interface CandidateProfile {
  candidateId: number;
  institutionId: string;
  candidate: CandidateFacts | undefined;
  studies: StudyFacts[];
  /** languageId -> level id (level ids grow with the level). */
  languages: Record<number, number>;
  /** The institution's degrees: the match needs their levels and areas. */
  degrees: DegreeFacts[];
}

const UNDERGRADUATE: readonly StudyLevel[] = ['grado'];
const POSTGRADUATE: readonly StudyLevel[] = ['postgrado', 'doctorado'];

/**
 * Internships are for students: only studies in progress count for them. A job counts every study, finished
 * or not (graduates apply to jobs).
 */
export function studiesFor(profile: CandidateProfile, offerProfile: OfferProfileId): StudyFacts[] {
  return profile.studies.filter((s) => offerProfile === 1 || s.inProgress);
}

/**
 * Non-EU nationals need a work permit for offers located in Spain (code 34). With no nationality recorded the
 * portal cannot tell, and the missing-data popup asks for it: no refusal.
 */
export function needsWorkPermit(profile: CandidateProfile): boolean {
  const candidate = profile.candidate;
  if (!candidate || candidate.workPermit || candidate.nationalityCodes.length === 0) return false;
  return !candidate.nationalityCodes.some(isEuCountry);
}

/**
 * The year the candidate first finished a degree (for maxGraduationYear); null while none is finished. A degree
 * is a study of the institution's catalog or of a university level; school studies (bachillerato) are not.
 */
export function graduationYear(profile: CandidateProfile): number | null {
  const years = profile.studies
    .filter((s) => !s.inProgress && s.endYear !== null && (s.degreeId !== null || s.level !== 'nivelOtros'))
    .map((s) => s.endYear as number);
  return years.length === 0 ? null : Math.min(...years);
}

export function isUndergraduate(level: StudyLevel): boolean {
  return UNDERGRADUATE.includes(level);
}

export function isPostgraduate(level: StudyLevel): boolean {
  return POSTGRADUATE.includes(level);
}

/** A month of experience: the average length of a calendar month, in days. */
const DAYS_PER_MONTH = 30.4375;

export function experienceMonths(days: number): number {
  return Math.round(days / DAYS_PER_MONTH);
}

export function creditsPercent(input: { finished: boolean; passed: number | null; total: number | null }): number {
  if (input.finished) return 100;
  if (input.passed === null || input.total === null || input.total <= 0) return 0;
  return Math.min(100, Math.round((input.passed / input.total) * 1000) / 10);
}
