import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { downloadAgreementPdf } from '../api/get-agreement';

/** Downloads the agreement's PDF through the file-download helper (the call needs the session's token). */
export function AgreementPdfButton({ idConvenio }: { idConvenio: number }) {
  const { t } = useTranslation('staffAgreements');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadAgreementPdf(idConvenio);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => void download()} disabled={busy} aria-busy={busy}>
        {busy ? t('detail.downloading') : t('detail.pdf')}
      </button>
      {error ? <ApiErrorAlert error={error} /> : null}
    </>
  );
}
