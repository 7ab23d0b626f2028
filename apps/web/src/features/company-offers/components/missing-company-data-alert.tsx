import { Link } from 'react-router';
import { Status } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { pathFor } from '@/config/routes';
import { isApiError } from '@/lib/api-client';
import { useLanguage, useTranslation } from '@/lib/i18n';

/** The fields a 611 names: `empresa.<field>` for the company's data, `contacto.<field>` for the sender's profile. */
export function missingCompanyFields(error: unknown): { company: string[]; contact: string[] } | null {
  if (!isApiError(error) || error.status !== Status.CompanyDataMissing) return null;
  const errores = (error.datos as { errores?: { campo?: unknown }[] } | undefined)?.errores ?? [];
  const names = errores.map((e) => (typeof e.campo === 'string' ? e.campo : ''));
  const of = (prefix: string) => names.filter((name) => name.startsWith(prefix)).map((name) => name.slice(prefix.length));
  return { company: of('empresa.'), contact: of('contacto.') };
}

/**
 * Sending an offer while the data put off at the first login is still missing (611): the catalogue's words, then
 * each missing field under the page that completes it. The offer was kept as a draft just before, so leaving for
 * those pages loses nothing; the field labels are the company pages' own.
 */
export function MissingCompanyDataAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('company');
  const language = useLanguage();
  const fields = missingCompanyFields(error);
  if (!fields) return null;
  const label = (field: string) => t(`fields.${field}` as 'fields.cif', { defaultValue: field });
  const part = (names: string[], intro: string, to: string, action: string) =>
    names.length > 0 && (
      <>
        <p>{intro}</p>
        <ul>
          {names.map((name) => (
            <li key={name}>{label(name)}</li>
          ))}
        </ul>
        <p>
          <Link to={to}>{action}</Link>
        </p>
      </>
    );
  return (
    <>
      <ApiErrorAlert error={error} />
      <div className="card">
        {part(fields.company, t('missing.companyIntro'), pathFor('my-company', language), t('missing.goToCompany'))}
        {part(fields.contact, t('missing.contactIntro'), pathFor('my-profile', language), t('missing.goToProfile'))}
      </div>
    </>
  );
}
