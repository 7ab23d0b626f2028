import type { Language, OfferSummary } from '@portal/shared';

const locales: Record<Language, string> = { es: 'es-ES', ca: 'ca-ES', en: 'en-GB' };

/** Whole euros as people read them in the interface language ("24.000 €"). */
export function formatEuros(amount: number, language: Language): string {
  return new Intl.NumberFormat(locales[language], { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(amount);
}

export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(locales[language], { maximumFractionDigits: 2 }).format(value);
}

/** A job's salary as a range when it has a top ("24.000 € – 29.000 €"); null when the company gave none. */
export function salaryRange(offer: Pick<OfferSummary, 'salario' | 'salarioMaximo'>, language: Language): string | null {
  const { salario, salarioMaximo } = offer;
  if (salario === null && salarioMaximo === null) return null;
  if (salario !== null && salarioMaximo !== null && salarioMaximo !== salario) {
    return `${formatEuros(salario, language)} – ${formatEuros(salarioMaximo, language)}`;
  }
  return formatEuros((salario ?? salarioMaximo) as number, language);
}

/** Town, province (or island) and, for offers abroad, the country: without repeating a name. */
export function offerPlace(offer: Pick<OfferSummary, 'localidad' | 'provincia' | 'isla' | 'pais' | 'idProvincia'>): string | null {
  const parts: string[] = [];
  for (const part of [offer.localidad, offer.isla, offer.provincia, offer.idProvincia === null ? offer.pais : null]) {
    if (part && !parts.some((existing) => existing.localeCompare(part, undefined, { sensitivity: 'base' }) === 0)) parts.push(part);
  }
  return parts.length > 0 ? parts.join(', ') : null;
}
