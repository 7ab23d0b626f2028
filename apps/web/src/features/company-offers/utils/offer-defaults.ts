import type { OfferFormState } from './offer-form-state';

/**
 * What a company repeats from one offer to the next (its tutor, its address, its sector and usual schedule):
 * remembered on this device after each saved offer, and proposed in the next new one.
 */
const REMEMBERED = [
  'idSector', 'horario', 'idPais', 'idProvincia', 'idIsla', 'localidad', 'campus',
  'tutorNombre', 'tutorApellidos', 'tutorEmail', 'tutorTelefono', 'tutorCargo', 'tutorTitulacion', 'tutorDepartamento',
] as const satisfies readonly (keyof OfferFormState)[];
type Remembered = Partial<Pick<OfferFormState, (typeof REMEMBERED)[number]>>;

const keyOf = (companyId: number | undefined) => `offer-defaults:${companyId ?? 0}`;

export function rememberOfferDefaults(companyId: number | undefined, values: OfferFormState): void {
  const kept: Remembered = {};
  for (const field of REMEMBERED) if (values[field] !== '') kept[field] = values[field];
  try {
    globalThis.localStorage?.setItem(keyOf(companyId), JSON.stringify(kept));
  } catch {
    // Only a convenience.
  }
}

export function rememberedOfferDefaults(companyId: number | undefined): Remembered {
  try {
    const raw = globalThis.localStorage?.getItem(keyOf(companyId));
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([key, value]) => (REMEMBERED as readonly string[]).includes(key) && typeof value === 'string')) as Remembered;
  } catch {
    return {};
  }
}
