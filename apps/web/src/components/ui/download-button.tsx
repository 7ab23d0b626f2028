import { useState } from 'react';
import type { CallDefinition } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { downloadCall } from '@/lib/file-download';

/** A stored file's button: fetched with the session (`downloadCall`), a refusal shown beside the button. */
export function DownloadButton({
  call,
  params,
  label,
  name,
  className = 'button button--light',
}: {
  call: CallDefinition;
  params: Record<string, number>;
  label: string;
  name: string;
  className?: string;
}) {
  const [error, setError] = useState<unknown>(null);
  const open = async () => {
    setError(null);
    try {
      await downloadCall(call, { params }, name);
    } catch (failure) {
      setError(failure);
    }
  };
  return (
    <>
      <button type="button" className={className} onClick={() => void open()} aria-label={label}>
        {name}
      </button>
      {error ? <ApiErrorAlert error={error} /> : null}
    </>
  );
}
