import { z } from 'zod';

/**
 * The `requirements` jsonb of an offer. Every key is optional; a key that does not have its shape is ignored
 * (treated as "no such requirement") rather than making the offer unreadable.
 */
const shapes = {
  languages: z.array(z.object({ languageId: z.number().int(), minLevel: z.number().int() })),
  /** A driving-licence class code ('B'). */
  drivingLicence: z.string().min(1),
  ownCar: z.boolean(),
  availabilityToTravel: z.boolean(),
  minCreditsPercent: z.number().min(0).max(100),
  /** The candidate must have finished studies in this year or before. */
  maxGraduationYear: z.number().int(),
  /** Ids of the software catalog: knowledge the offer values, shown to candidates but not enforced. */
  software: z.array(z.number().int()),
  /** Document types the candidate must have before enrolling (code 11). */
  requiredDocumentTypeIds: z.array(z.number().int()),
  /** Months of professional experience: required ones are enforced, desirable ones only shown. */
  experience: z.object({ months: z.number().min(0), required: z.boolean() }),
  /** Countries: the candidate holds one of these nationalities. */
  nationalityCountryIds: z.array(z.number().int()),
  /** Countries: the candidate lives in one of them (the CV's address). */
  residenceCountryIds: z.array(z.number().int()),
  /** Provinces: the candidate lives in one of them. */
  residenceProvinceIds: z.array(z.number().int()),
  /** Willing to move house for the job (geographic mobility). */
  availabilityToRelocate: z.boolean(),
  /** true: for people in work; false: for people not in work (e.g. a programme for the unemployed). */
  currentlyWorking: z.boolean(),
  /** Competences of the catalog: the candidate has every one. */
  competenceIds: z.array(z.number().int()),
  /** Interest tags: the candidate shares at least one. */
  interestTagIds: z.array(z.number().int()),
};

export type OfferRequirements = { [K in keyof typeof shapes]?: z.output<(typeof shapes)[K]> };

export function readRequirements(value: unknown): OfferRequirements {
  const source = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const result: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(shapes)) {
    const parsed = schema.safeParse(source[key]);
    if (parsed.success) result[key] = parsed.data;
  }
  return result as OfferRequirements;
}
