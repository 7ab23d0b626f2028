import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { AgreementState } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { Loading } from '@/components/ui/loading';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useAgreement } from '../api/get-agreement';
import { AgreementHistory } from '../components/agreement-history';
import { AgreementPdfButton } from '../components/agreement-pdf-button';
import { MoveDialog } from '../components/move-dialog';
import '@/components/ui/back-office.css';

/**
 * /gestion/convenios/:id: one collaboration agreement: its company, state and dates, its PDF, the signer, the
 * contacts and billing terms the company gave, and its history. It moves to the states the shared table allows,
 * as from the list.
 */
export default function AgreementDetailPage() {
  const { t } = useTranslation('staffAgreements');
  const language = useLanguage();
  const id = Number(useParams().id);
  const agreement = useAgreement(id);
  const [moving, setMoving] = useState(false);
  const [done, setDone] = useState('');

  if (agreement.isError) return <ApiErrorAlert error={agreement.error} />;
  if (agreement.isPending) return <Loading label={t('detail.loading')} />;
  const a = agreement.data;
  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const day = (iso: string) => dateFormat.format(new Date(`${iso}T12:00:00`));
  const yesNo = (value: boolean) => (value ? t('detail.yes') : t('detail.no'));
  const signer = a.datosFirmante;

  return (
    <div className="page-content bo-detail">
      <p className="bo-status" role="status">
        {done}
      </p>
      <section className="card" aria-labelledby="agreement-summary">
        <h2 id="agreement-summary">{t('number', { id: a.idConvenio })}</h2>
        <dl>
          <dt>{t('company')}</dt>
          <dd>
            <Link to={pathFor('staff-company', language, { id: a.idEmpresa })}>{a.empresa}</Link>
            <span className="bo-table__sub">CIF {a.cif}</span>
          </dd>
          <dt>{t('stateColumn')}</dt>
          <dd>
            <span className={`bo-badge bo-badge--agreement-${a.estado}`}>{t(`state.${a.estado}`)}</span>
            {a.observaciones && <p className="bo-reason">{a.observaciones}</p>}
          </dd>
          <dt>{t('detail.created')}</dt>
          <dd>{dateFormat.format(new Date(a.fechaAlta))}</dd>
          <dt>{t('updated')}</dt>
          <dd>{dateFormat.format(new Date(a.fechaActualizacion))}</dd>
          <dt>{t('expires')}</dt>
          <dd>{a.sinCaducidad ? t('noExpiry') : a.fechaCaducidad ? day(a.fechaCaducidad) : '—'}</dd>
          <dt>{t('detail.document')}</dt>
          <dd>
            {a.tieneFichero ? <AgreementPdfButton idConvenio={a.idConvenio} /> : <span className="muted">{t('detail.noPdf')}</span>}
            {a.copiaFirmada && <span className="bo-table__sub">{t('detail.signedCopy')}</span>}
          </dd>
        </dl>
        <div className="bo-actions bo-actions--spaced">
          {a.siguientes.length > 0 ? (
            <button type="button" className="button button--primary" onClick={() => setMoving(true)}>
              {t('move.button')}
            </button>
          ) : (
            <p className="muted">{t('move.none')}</p>
          )}
          <Link className="button button--secondary" to={`${pathFor('staff-agreements', language)}?estado=${a.estado}`}>
            {t('detail.back')}
          </Link>
        </div>
      </section>

      <section className="card" aria-labelledby="agreement-signer">
        <h2 id="agreement-signer">{t('detail.signer')}</h2>
        <dl>
          <dt>{t('detail.name')}</dt>
          <dd>
            {signer.nombre} {signer.apellidos}
          </dd>
          <dt>{t('detail.position')}</dt>
          <dd>{signer.cargo}</dd>
          <dt>{t('detail.idNumber')}</dt>
          <dd>{signer.dni ?? '—'}</dd>
          <dt>{t('detail.email')}</dt>
          <dd>{signer.email ?? '—'}</dd>
          <dt>{t('detail.phone')}</dt>
          <dd>{signer.telefono ?? '—'}</dd>
        </dl>
      </section>

      <section className="card" aria-labelledby="agreement-terms">
        <h2 id="agreement-terms">{t('detail.terms')}</h2>
        <dl>
          <dt>{t('detail.management')}</dt>
          <dd>{a.contactoGestion ? `${a.contactoGestion.nombre} · ${a.contactoGestion.email}` : '—'}</dd>
          <dt>{t('detail.billing')}</dt>
          <dd>{a.contactoFacturacion ? `${a.contactoFacturacion.nombre} · ${a.contactoFacturacion.email}` : '—'}</dd>
          <dt>{t('detail.account')}</dt>
          <dd>{a.cuentaFacturacion ? `${a.cuentaFacturacion.nombreFiscal} · CIF ${a.cuentaFacturacion.cif}` : '—'}</dd>
          <dt>{t('detail.directDebit')}</dt>
          <dd>{yesNo(a.pagoDomiciliado)}</dd>
          <dt>{t('detail.requiresOrder')}</dt>
          <dd>{a.requierePedido ? `${t('detail.yes')}${a.pedidoAnual ? ` · ${t('detail.annualOrder')}` : ''}` : t('detail.no')}</dd>
          <dt>{t('detail.orderNumber')}</dt>
          <dd>{a.numeroPedido ?? '—'}</dd>
          <dt>{t('detail.manual')}</dt>
          <dd>{yesNo(a.tramitacionManual)}</dd>
        </dl>
      </section>

      <AgreementHistory agreement={a} />

      <MoveDialog
        agreement={moving ? a : null}
        onClose={() => setMoving(false)}
        onMoved={(to: AgreementState) => setDone(t('move.done', { company: a.empresa, state: t(`state.${to}`) }))}
      />
    </div>
  );
}
