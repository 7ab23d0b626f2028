import type { Language } from '@portal/shared';

/** The CV's own data and the reference lists only its form reads (the CV itself is `cvKeys.cv`, shared with offers). */
export const cvQueryKeys = {
  requestedDocumentation: ['cv-requested-documentation'] as const,
  requestedDocumentationIn: (language: Language) => [...cvQueryKeys.requestedDocumentation, language] as const,
  ownImage: (url: string | null) => ['cv-own-image', url] as const,
  degrees: (language: Language) => ['degrees', language] as const,
  software: (language: Language) => ['software', language] as const,
  interestTags: (language: Language) => ['interest-tags', language] as const,
  educationCentres: (provinceId: number | null) => ['education-centres', provinceId] as const,
  provinceIslands: (provinceId: number | null) => ['province-islands', provinceId] as const,
};
