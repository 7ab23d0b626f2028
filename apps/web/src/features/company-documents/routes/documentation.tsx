import { Link } from 'react-router';
import { awaitsCompanySignature, companyDocumentsCalls } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { Loading } from '@/components/ui/loading';
import { pathFor } from '@/config/routes';
import { useBrand } from '@/lib/brand';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useCompanyAgreements, useCompanyDocuments, useCompanyInvoices } from '../api/get-paperwork';
import { useAnnexes, useDocumentsByProgramme, useNotes } from '../api/get-published';
import { AddedDocumentsSection } from '../components/added-documents';
import { DownloadButton } from '@/components/ui/download-button';
import { PublishedDocumentList, PublishedSection } from '../components/published-documents';
import '@/components/ui/back-office.css';

/**
 * /documentacion: the company's collaboration agreements with their state, its invoices and its internship
 * documents; the annexes, informative notes and programme documents the service published; and the documents the
 * company adds itself.
 */
export default function DocumentationPage() {
  const { t } = useTranslation('staffAgreements');
  const language = useLanguage();
  const brand = useBrand();
  const agreements = useCompanyAgreements();
  const invoices = useCompanyInvoices();
  const documents = useCompanyDocuments();
  const annexes = useAnnexes(language);
  const notes = useNotes(language);
  const byProgramme = useDocumentsByProgramme(language);
  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const day = (iso: string) => dateFormat.format(new Date(iso.length === 10 ? `${iso}T12:00:00` : iso));
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' });

  return (
    <div className="page-content bo-detail">
      <section className="card" aria-labelledby="my-agreements">
        <h2 id="my-agreements">{t('mine.agreements')}</h2>
        {agreements.isError ? <ApiErrorAlert error={agreements.error} /> : null}
        {agreements.isPending ? (
          <Loading label={t('loading')} />
        ) : agreements.data && agreements.data.length === 0 ? (
          <p className="muted">{t('mine.noAgreements')}</p>
        ) : (
          <ul className="bo-paper-list">
            {agreements.data?.map((a) => (
              <li key={a.idConvenio}>
                <strong>{t('number', { id: a.idConvenio })}</strong> <span className={`bo-badge bo-badge--agreement-${a.estado}`}>{t(`state.${a.estado}`)}</span>
                <span className="bo-table__sub">
                  {day(a.fechaAlta)} · {t('expires')}: {a.sinCaducidad ? t('noExpiry') : a.fechaCaducidad ? day(a.fechaCaducidad) : '—'}
                </span>
                {a.observaciones && a.estado === 'erroneo' && <span className="bo-table__sub">{t('mine.reason', { reason: a.observaciones })}</span>}
                {awaitsCompanySignature(a.estado) && brand.flags.canSubirConvenios && (
                  <Link to={pathFor('upload-agreement', language)} className="bo-table__sub">
                    {t('mine.uploadSigned')}
                  </Link>
                )}
                {a.tieneFichero && (
                  <DownloadButton
                    call={companyDocumentsCalls.agreementFile}
                    params={{ idConvenio: a.idConvenio }}
                    label={t('paperwork.download', { name: `convenio-${a.idConvenio}.pdf` })}
                    name={`convenio-${a.idConvenio}.pdf`}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card" aria-labelledby="my-invoices">
        <h2 id="my-invoices">{t('paperwork.invoices')}</h2>
        {invoices.isError ? <ApiErrorAlert error={invoices.error} /> : null}
        {invoices.isPending ? (
          <Loading label={t('loading')} />
        ) : invoices.data && invoices.data.length === 0 ? (
          <p className="muted">{t('mine.noInvoices')}</p>
        ) : (
          <ul className="bo-paper-list">
            {invoices.data?.map((f) => (
              <li key={f.idFactura}>
                <strong>{f.numero}</strong> · {day(f.fecha)} · {money.format(f.importe)}{' '}
                <DownloadButton call={companyDocumentsCalls.invoiceFile} params={{ idFactura: f.idFactura }} label={t('paperwork.download', { name: f.nombreFichero })} name={f.nombreFichero} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card" aria-labelledby="my-documents">
        <h2 id="my-documents">{t('paperwork.documents')}</h2>
        {documents.isError ? <ApiErrorAlert error={documents.error} /> : null}
        {documents.isPending ? (
          <Loading label={t('loading')} />
        ) : documents.data && documents.data.length === 0 ? (
          <p className="muted">{t('mine.noDocuments')}</p>
        ) : (
          <ul className="bo-paper-list">
            {documents.data?.map((d) => (
              <li key={d.idDocumento}>
                <strong>{d.nombre}</strong> · {t(`paperwork.docType.${d.tipo}`)} · {day(d.fecha)}{' '}
                <DownloadButton
                  call={companyDocumentsCalls.documentFile}
                  params={{ idDocumento: d.idDocumento }}
                  label={t('paperwork.download', { name: d.nombreFichero })}
                  name={d.nombreFichero}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <PublishedSection id="published-annexes" title={t('published.annexes')} query={annexes} empty={t('published.noAnnexes')} day={day} />
      <PublishedSection id="published-notes" title={t('published.notes')} query={notes} empty={t('published.noNotes')} day={day} />
      <section className="card" aria-labelledby="published-by-programme">
        <h2 id="published-by-programme">{t('published.byProgramme')}</h2>
        {byProgramme.isError ? <ApiErrorAlert error={byProgramme.error} /> : null}
        {byProgramme.isPending ? (
          <Loading label={t('loading')} />
        ) : byProgramme.data && byProgramme.data.length === 0 ? (
          <p className="muted">{t('published.noProgrammes')}</p>
        ) : (
          byProgramme.data?.map((group) => (
            <div key={group.idPrograma}>
              <h3>{group.programa}</h3>
              <PublishedDocumentList documents={group.documentos} day={day} />
            </div>
          ))
        )}
      </section>
      <AddedDocumentsSection day={day} />
    </div>
  );
}
