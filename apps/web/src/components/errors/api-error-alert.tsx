import type { ReactNode } from 'react';
import { Status } from '@portal/shared';
import { isApiError } from '@/lib/api-client';
import { useBrand } from '@/lib/brand';
import { useLanguage } from '@/lib/i18n';
import { describeNotice } from './describe-notice';

/** An error of a call shown where it happened (a form), in the catalogue's words, announced as an alert. */
export function ApiErrorAlert({ error }: { error: unknown }) {
  const language = useLanguage();
  const brand = useBrand();
  if (!error) return null;
  const status = isApiError(error) ? error.status : Status.GeneralError;
  const mensaje = isApiError(error) ? error.mensaje : undefined;
  const view = describeNotice({ status, mensaje }, language, { email: brand.contactEmail });
  return (
    <div role="alert" className="alert alert--error">
      <p className="alert__title">{view.title}</p>
      <p className="alert__body">{view.body}</p>
    </div>
  );
}

/** A success notice of the catalogue shown in place (e.g. "recovery link sent"). */
export function CatalogueNotice({ status, children }: { status: number; children?: ReactNode }) {
  const language = useLanguage();
  const brand = useBrand();
  const view = describeNotice({ status }, language, { email: brand.contactEmail });
  return (
    <div role="status" className="alert alert--success">
      <p className="alert__title">{view.title}</p>
      <p className="alert__body">{view.body}</p>
      {children}
    </div>
  );
}
