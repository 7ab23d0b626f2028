import { StatusTabsPage } from '@/components/ui/status-tabs-page';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { staffDocumentsCalls, type StaffPublishedDocument } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { BackOfficeTable } from '@/components/ui/back-office-table';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DownloadButton } from '@/components/ui/download-button';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useCompanyDocuments, useDeleteDocument, usePublishDocument, usePublishedDocuments } from '../api/documents';
import { DocumentForm } from '../components/document-form';
import '@/components/ui/back-office.css';

const TABS = ['published', 'companies'] as const;

function PublishedTab({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation('staffAgreements');
  const language = useLanguage();
  const list = usePublishedDocuments(language);
  const publish = usePublishDocument();
  const remove = useDeleteDocument();
  const [editing, setEditing] = useState<StaffPublishedDocument | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StaffPublishedDocument | null>(null);
  const close = (message: string) => {
    setEditing(null);
    onDone(message);
  };
  return (
    <section className="card" aria-labelledby="staff-published">
      <div className="bo-list-head">
        <h2 id="staff-published">{t('staffDocuments.publishedTitle')}</h2>
        {editing === null && (
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            {t('staffDocuments.new')}
          </button>
        )}
      </div>
      <p className="muted">{t('staffDocuments.publishedIntro')}</p>
      {editing !== null && <DocumentForm key={editing === 'new' ? 'new' : editing.idDocumento} editing={editing === 'new' ? null : editing} onDone={close} onCancel={() => setEditing(null)} />}
      {publish.error ? <ApiErrorAlert error={publish.error} /> : null}
      <BackOfficeTable query={list} isEmpty={list.data?.length === 0} empty={t('staffDocuments.emptyPublished')} loadingLabel={t('loading')} caption={t('staffDocuments.publishedTitle')} framed={false}>
        <thead>
          <tr>
            <th scope="col">{t('staffDocuments.title')}</th>
            <th scope="col">{t('staffDocuments.kind')}</th>
            <th scope="col">{t('staffDocuments.state')}</th>
            <th scope="col">{t('staffDocuments.file')}</th>
            <th scope="col">{t('actions')}</th>
          </tr>
        </thead>
        <tbody>
          {(list.data ?? []).map((d) => (
            <tr key={d.idDocumento}>
              <td data-label={t('staffDocuments.title')}>
                {d.titulo}
                {d.programa ? <span className="bo-table__sub">{d.programa}</span> : null}
              </td>
              <td data-label={t('staffDocuments.kind')}>{t(`staffDocuments.kinds.${d.tipo}`)}</td>
              <td data-label={t('staffDocuments.state')}>
                <span className={`bo-badge ${d.publicado ? 'bo-badge--publicada' : 'bo-badge--pendiente'}`}>{d.publicado ? t('staffDocuments.published') : t('staffDocuments.draft')}</span>
              </td>
              <td data-label={t('staffDocuments.file')}>
                <DownloadButton call={staffDocumentsCalls.file} params={{ idDocumento: d.idDocumento }} name={d.nombreFichero} label={t('paperwork.download', { name: d.nombreFichero })} className="link-button" />
              </td>
              <td data-label={t('actions')}>
                <div className="bo-actions">
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={publish.isPending}
                    aria-label={`${d.publicado ? t('staffDocuments.unpublish') : t('staffDocuments.publish')}: ${d.titulo}`}
                    onClick={() =>
                      publish.mutate(
                        { id: d.idDocumento, publicado: !d.publicado },
                        { onSuccess: () => onDone(t(d.publicado ? 'staffDocuments.unpublished' : 'staffDocuments.publishedDone', { name: d.titulo })) },
                      )
                    }
                  >
                    {d.publicado ? t('staffDocuments.unpublish') : t('staffDocuments.publish')}
                  </button>
                  <button type="button" className="button button--secondary" aria-label={`${t('staffDocuments.editShort')}: ${d.titulo}`} onClick={() => setEditing(d)}>
                    {t('staffDocuments.editShort')}
                  </button>
                  <button type="button" className="button button--secondary" aria-label={`${t('staffDocuments.delete')}: ${d.titulo}`} onClick={() => setDeleting(d)}>
                    {t('staffDocuments.delete')}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </BackOfficeTable>
      <ConfirmDialog
        open={deleting !== null}
        title={t('staffDocuments.deleteTitle')}
        confirmLabel={t('staffDocuments.delete')}
        busy={remove.isPending}
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.idDocumento, {
            onSuccess: () => {
              onDone(t('staffDocuments.deleted', { name: deleting.titulo }));
              setDeleting(null);
            },
          })
        }
      >
        <p>{deleting?.titulo ?? ''}</p>
        {remove.error ? <ApiErrorAlert error={remove.error} /> : null}
      </ConfirmDialog>
    </section>
  );
}

function CompaniesTab() {
  const { t } = useTranslation('staffAgreements');
  const language = useLanguage();
  const [params] = useSearchParams();
  const idEmpresa = Number(params.get('idEmpresa')) || undefined;
  const list = useCompanyDocuments(idEmpresa);
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  return (
    <section className="card" aria-labelledby="staff-company-documents">
      <h2 id="staff-company-documents">{t('staffDocuments.companiesTitle')}</h2>
      <p className="muted">{t('staffDocuments.companiesIntro')}</p>
      <BackOfficeTable query={list} isEmpty={list.data?.length === 0} empty={t('staffDocuments.emptyCompanies')} loadingLabel={t('loading')} caption={t('staffDocuments.companiesTitle')} framed={false}>
        <thead>
          <tr>
            <th scope="col">{t('company')}</th>
            <th scope="col">{t('staffDocuments.title')}</th>
            <th scope="col">{t('paperwork.date')}</th>
            <th scope="col">{t('staffDocuments.file')}</th>
          </tr>
        </thead>
        <tbody>
          {(list.data ?? []).map((d) => (
            <tr key={d.id}>
              <td data-label={t('company')}>{d.empresa}</td>
              <td data-label={t('staffDocuments.title')}>{d.nombre}</td>
              <td data-label={t('paperwork.date')}>{day.format(new Date(d.fecha))}</td>
              <td data-label={t('staffDocuments.file')}>
                <DownloadButton call={staffDocumentsCalls.companyDocumentFile} params={{ idDocumento: d.id }} name={d.nombreFichero} label={t('paperwork.download', { name: d.nombreFichero })} className="link-button" />
              </td>
            </tr>
          ))}
        </tbody>
      </BackOfficeTable>
    </section>
  );
}

/**
 * /gestion/documentos: the annexes, informative notes and programme documents the service publishes (a draft
 * until published), and the documents companies added (a company's alone with ?idEmpresa=, the notification's link).
 */
export default function StaffDocumentsPage() {
  const { t } = useTranslation('staffAgreements');
  const [params] = useSearchParams();
  return (
    <StatusTabsPage
      label={t('staffDocuments.tabs.label')}
      tabs={TABS.map((id) => ({ id, label: t(`staffDocuments.tabs.${id}`) }))}
      initial={params.get('pestana') === 'empresas' ? 'companies' : 'published'}
      renderPanel={(panel, onDone) => (panel === 'published' ? <PublishedTab onDone={onDone} /> : <CompaniesTab />)}
    />
  );
}
