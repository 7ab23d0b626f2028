import { Status } from '@portal/shared';
import { useTranslation } from '@/lib/i18n';
import { Link, Navigate, useLocation, useRouteError } from 'react-router';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { ApiError } from '@/lib/api-client';

/** A lazy route module that could not be fetched (offline, or a new deployment removed the old chunk). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A route module failed to load', { cause });
    this.name = 'ChunkLoadError';
  }
}

/**
 * Error boundary of the routes. Spec 1 §2: a route that fails to load goes to the connection-error page (/404);
 * anything else is the catalogue's general error, with the way home.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const location = useLocation();
  if (error instanceof ChunkLoadError) return <Navigate to="/404" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return (
    <div className="page-content">
      <ApiErrorAlert error={new ApiError(Status.GeneralError)} />
      <p>
        <Link to="/">{t('comingSoon.back')}</Link>
      </p>
    </div>
  );
}
