import type { Language } from '@portal/shared';
import type { DbHandle } from '../../lib/request-context.ts';
import type { CatalogName } from '../domains/index.ts';
import { createCatalogRepository, type CatalogItem } from '../domains/index.ts';
import { loadLabels, type CatalogLabels as Labels } from '../domains/index.ts';
import { fileInfo } from '../files/index.ts';
import type { StoredFileInfo } from '../files/index.ts';
import { createCandidateRepository } from './candidate.repository.ts';
import { createDocumentsRepository, type DocumentRow } from './documents.repository.ts';
import { createExperiencesRepository, type ExperienceRow } from './experiences.repository.ts';
import { createLanguagesRepository, type LanguageRow } from './languages.repository.ts';
import { createStudiesRepository, type StudyRow } from './studies.repository.ts';

import type { CandidateRow } from './candidate.repository.ts';
type UserRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createCandidateRepository>['findUser']>>>;

/** Everything a CV is made of, as stored, with the labels and file details it refers to. */
export interface CvSnapshot {
  user: UserRow;
  /** Absent until the candidate's first CV write. */
  candidate: CandidateRow | undefined;
  studies: StudyRow[];
  languages: LanguageRow[];
  experiences: ExperienceRow[];
  documents: DocumentRow[];
  labels: Labels;
  licences: CatalogItem[];
  files: Map<string, StoredFileInfo>;
}

export interface SnapshotOptions {
  /** A company's view: only public documents and those sent for these offers are read. */
  documentsForOffers?: readonly number[];
}

export async function loadCvSnapshot(
  db: DbHandle,
  institutionId: string,
  userId: number,
  language: Language,
  options: SnapshotOptions = {},
): Promise<CvSnapshot | undefined> {
  const candidates = createCandidateRepository(db);
  const user = await candidates.findUser(institutionId, userId);
  if (!user) return undefined;
  const candidate = await candidates.find(institutionId, userId);
  const studies = await createStudiesRepository(db).list(institutionId, userId);
  const languages = await createLanguagesRepository(db).list(userId);
  const experiences = await createExperiencesRepository(db).list(userId);
  const documents = await createDocumentsRepository(db).list(institutionId, userId, options.documentsForOffers);

  const refs: [CatalogName, (number | null)[]][] = [
    ['provinces', [candidate?.province_id ?? null, candidate?.birth_province_id ?? null, ...experiences.map((e) => e.province_id)]],
    ['countries', [candidate?.country_id ?? null, ...(candidate?.nationality_ids ?? [])]],
    ['languages', [candidate?.communication_language_id ?? null, ...languages.map((l) => l.language_id)]],
    ['language_levels', languages.map((l) => l.level_id)],
    ['degrees', studies.map((s) => s.degree_id)],
    ['tags', candidate?.interest_tag_ids ?? []],
    ['sectors', [...(candidate?.sector_interest_ids ?? []), ...experiences.map((e) => e.sector_id)]],
    ['software', candidate?.software_ids ?? []],
    ['competences', candidate?.competence_ids ?? []],
    ['functional_areas', experiences.map((e) => e.functional_area_id)],
    ['contract_types', experiences.map((e) => e.contract_type_id)],
    ['practice_periods', [candidate?.preferred_practice_period_id ?? null]],
    ['training_levels', [candidate?.training_level_id ?? null]],
    ['document_types', documents.map((d) => d.document_type_id)],
  ];
  const labels = await loadLabels(db, institutionId, language, refs);
  const licences = await createCatalogRepository(db).findByCodes(institutionId, 'driving_licences', candidate?.driving_licences ?? [], language);
  const fileIds = [candidate?.profile_image_file_id ?? null, ...experiences.map((e) => e.attachment_file_id), ...documents.map((d) => d.file_id)];
  const files = new Map((await fileInfo(db, institutionId, fileIds)).map((file) => [file.id, file]));

  return { user, candidate, studies, languages, experiences, documents, labels, licences, files };
}
