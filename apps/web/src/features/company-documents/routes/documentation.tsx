import { useState } from 'react';
import { Link } from 'react-router';
import { awaitsCompanySignature, companyDocumentsCalls, type CallDefinition } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { Loading } from '@/components/ui/loading';
import { pathFor } from '@/config/routes';
import { useBrand } from '@/lib/brand';
import { downloadCall } from '@/lib/file-download';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useCompanyAgreements, useCompanyDocuments, useCompanyInvoices } from '../api/get-paperwork';
import '@/components/ui/back-office.css';

function DownloadButton({ call, params, label, name }: { call: CallDefinition; params: Record<string, number>; label: string; name: string }) {
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
      <button type="button" className="button button--light" onClick={() => void open()} aria-label={label}>
        {name}
      </button>
      {error ? <ApiErrorAlert error={error} /> : null}
    </>
  );
}

/** /documentacion: the company's collaboration agreements with their state, its invoices and its internship documents. */
export default function DocumentationPage() {
  const { t } = useTranslation('staffAgreements');
  const language = useLanguage();
  const brand = useBrand();
  const agreements = useCompanyAgreements();
  const invoices = useCompanyInvoices();
  const documents = useCompanyDocuments();
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
    </div>
  );
}
