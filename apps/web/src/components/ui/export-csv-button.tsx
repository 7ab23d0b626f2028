import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { CallDefinition } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { downloadCall } from '@/lib/file-download';
import './back-office.css';
import './export-csv-button.css';

interface ExportCsvButtonProps {
  call: CallDefinition;
  params?: Record<string, string | number>;
  query?: object;
  fileName: string;
  /** The filters select no row: a file with only its header helps nobody, so the button says there is nothing. */
  empty?: boolean;
}

/**
 * "Export CSV" of a back-office list: the server writes every row of the filters on screen (not only the page
 * shown) and the file arrives through the one file-download helper, with the token.
 */
export function ExportCsvButton({ call, params, query, fileName, empty = false }: ExportCsvButtonProps) {
  const { t } = useTranslation('staffContent');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadCall(call, { ...(params ? { params } : {}), ...(query ? { query } : {}) }, fileName);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="bo-export">
      <button type="button" className="button button--secondary" onClick={() => void run()} disabled={busy || empty} title={t('export.hint')} aria-busy={busy}>
        {busy ? t('export.busy') : t('export.csv')}
      </button>
      {empty && <span className="muted">{t('export.nothing')}</span>}
      {error ? <ApiErrorAlert error={error} /> : null}
    </div>
  );
}
