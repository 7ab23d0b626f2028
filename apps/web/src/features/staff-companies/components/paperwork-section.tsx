import { staffAgreementCalls, type CallDefinition } from '@portal/shared';
import { BackOfficeTable } from '@/components/ui/back-office-table';
import { DownloadButton as FileButton } from '@/components/ui/download-button';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useCompanyPaperwork } from '../api/company-paperwork';
import { DocumentUploadForm, InvoiceUploadForm } from './paperwork-uploads';

function DownloadButton({ call, params, name }: { call: CallDefinition; params: Record<string, number>; name: string }) {
  const { t } = useTranslation('staffAgreements');
  return <FileButton call={call} params={params} name={name} label={t('paperwork.download', { name })} className="link-button" />;
}

/** The company's invoices and internship documents on its back-office record: listed, downloaded and uploaded. */
export function PaperworkSection({ idEmpresa, onDone }: { idEmpresa: number; onDone: (message: string) => void }) {
  const { t } = useTranslation('staffAgreements');
  const language = useLanguage();
  const paperwork = useCompanyPaperwork(idEmpresa);
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' });
  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const day = (iso: string) => dateFormat.format(new Date(`${iso}T12:00:00`));

  return (
    <section className="card" aria-labelledby="company-paperwork">
      <h2 id="company-paperwork">{t('paperwork.title')}</h2>
      <h3>{t('paperwork.invoices')}</h3>
      <BackOfficeTable query={paperwork} isEmpty={paperwork.data?.facturas.length === 0} empty={t('paperwork.noInvoices')} loadingLabel={t('loading')} caption={t('paperwork.invoices')} framed={false}>
        <thead>
          <tr>
            <th scope="col">{t('paperwork.number')}</th>
            <th scope="col">{t('paperwork.date')}</th>
            <th scope="col">{t('paperwork.amount')}</th>
            <th scope="col">{t('paperwork.file')}</th>
          </tr>
        </thead>
        <tbody>
          {(paperwork.data?.facturas ?? []).map((invoice) => (
            <tr key={invoice.idFactura}>
              <td data-label={t('paperwork.number')}>{invoice.numero}</td>
              <td data-label={t('paperwork.date')}>{day(invoice.fecha)}</td>
              <td data-label={t('paperwork.amount')}>{money.format(invoice.importe)}</td>
              <td data-label={t('paperwork.file')}>
                <DownloadButton call={staffAgreementCalls.invoiceFile} params={{ idFactura: invoice.idFactura }} name={invoice.nombreFichero} />
              </td>
            </tr>
          ))}
        </tbody>
      </BackOfficeTable>
      {/* The call's error and loading are said once, under the invoices. */}
      {paperwork.data && (
        <>
          <h3>{t('paperwork.documents')}</h3>
          <BackOfficeTable query={paperwork} isEmpty={paperwork.data.documentos.length === 0} empty={t('paperwork.noDocuments')} loadingLabel={t('loading')} caption={t('paperwork.documents')} framed={false}>
            <thead>
              <tr>
                <th scope="col">{t('paperwork.name')}</th>
                <th scope="col">{t('paperwork.type')}</th>
                <th scope="col">{t('paperwork.date')}</th>
                <th scope="col">{t('paperwork.file')}</th>
              </tr>
            </thead>
            <tbody>
              {paperwork.data.documentos.map((document) => (
                <tr key={document.idDocumento}>
                  <td data-label={t('paperwork.name')}>{document.nombre}</td>
                  <td data-label={t('paperwork.type')}>{t(`paperwork.docType.${document.tipo}`)}</td>
                  <td data-label={t('paperwork.date')}>{day(document.fecha)}</td>
                  <td data-label={t('paperwork.file')}>
                    <DownloadButton call={staffAgreementCalls.documentFile} params={{ idDocumento: document.idDocumento }} name={document.nombreFichero} />
                  </td>
                </tr>
              ))}
            </tbody>
          </BackOfficeTable>
        </>
      )}
      <div className="bo-upload-grid">
        <InvoiceUploadForm idEmpresa={idEmpresa} onDone={onDone} />
        <DocumentUploadForm idEmpresa={idEmpresa} onDone={onDone} />
      </div>
    </section>
  );
}
