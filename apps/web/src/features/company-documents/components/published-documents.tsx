import type { UseQueryResult } from '@tanstack/react-query';
import { companyDocumentsCalls, type PublishedDocument } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { Loading } from '@/components/ui/loading';
import { useTranslation } from '@/lib/i18n';
import { DownloadButton } from '@/components/ui/download-button';

/** Annexes, notes or a programme's documents as the service published them: title, what it is for, the file. */
export function PublishedDocumentList({ documents, day }: { documents: readonly PublishedDocument[]; day: (iso: string) => string }) {
  const { t } = useTranslation('staffAgreements');
  return (
    <ul className="bo-paper-list">
      {documents.map((d) => (
        <li key={d.idDocumento}>
          <strong>{d.titulo}</strong> <span className="bo-table__sub">{day(d.fecha)}</span>
          {d.descripcion ? <span className="bo-table__sub">{d.descripcion}</span> : null}
          <DownloadButton
            call={companyDocumentsCalls.publishedFile}
            params={{ idDocumento: d.idDocumento }}
            label={t('paperwork.download', { name: d.nombreFichero })}
            name={d.nombreFichero}
          />
        </li>
      ))}
    </ul>
  );
}

/** One card of the page: its heading, then the list, its loading state, its error or what it says when empty. */
export function PublishedSection({
  id,
  title,
  query,
  empty,
  day,
}: {
  id: string;
  title: string;
  query: UseQueryResult<PublishedDocument[]>;
  empty: string;
  day: (iso: string) => string;
}) {
  const { t } = useTranslation('staffAgreements');
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {query.isError ? <ApiErrorAlert error={query.error} /> : null}
      {query.isPending ? <Loading label={t('loading')} /> : query.data && query.data.length === 0 ? <p className="muted">{empty}</p> : <PublishedDocumentList documents={query.data ?? []} day={day} />}
    </section>
  );
}
