import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QUEUE_ORDERS, STAFF_COMPANY_STATES, staffExportCalls, type QueueOrder, type StaffCompanyItem, type StaffCompanyState } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { BackOfficeList, type ListColumn } from '@/components/ui/back-office-list';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { pathFor } from '@/config/routes';
import { useRefusalTexts } from '@/lib/refusal-texts';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useCompanies } from '../api/get-companies';
import { useCompanyAction } from '../api/company-actions';

const isState = (value: string | null): value is StaffCompanyState => STAFF_COMPANY_STATES.includes(value as StaffCompanyState);
const isOrder = (value: string | null): value is QueueOrder => QUEUE_ORDERS.includes(value as QueueOrder);

/** A bulk rejection waiting for its reason; the kit keeps the selection until it is sent, and after a cancel. */
interface BulkRejection {
  ids: number[];
  settle: (sent: boolean) => void;
}

/**
 * /gestion/empresas: the account requests to validate (the default tab, oldest first) and the companies by state.
 * The state, the search text and the page live in the URL. Pending requests can be validated one by one or
 * several at once; rejecting and blocking ask for the reason the company receives by e-mail.
 */
export default function CompanyQueuePage() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const [params] = useSearchParams();
  const estado = isState(params.get('estado')) ? (params.get('estado') as StaffCompanyState) : 'pendiente';
  const texto = params.get('texto') ?? '';
  const orden = isOrder(params.get('orden')) ? (params.get('orden') as QueueOrder) : undefined;
  const pagina = Number(params.get('pagina')) || 1;
  const list = useCompanies({ estado, texto: texto || undefined, orden, pagina });
  const refusalTexts = useRefusalTexts(language);
  const rejectMany = useCompanyAction('rejectMany');
  const [bulk, setBulk] = useState<BulkRejection | null>(null);
  const picked = (ids: number[]) => (list.data?.items ?? []).filter((company) => ids.includes(company.idEmpresa));
  const validate = useCompanyAction('validate');
  const validateMany = useCompanyAction('validateMany');
  const reject = useCompanyAction('reject');
  const block = useCompanyAction('block');
  const unblock = useCompanyAction('unblock');
  const [asking, setAsking] = useState<{ kind: 'reject' | 'block'; company: StaffCompanyItem } | null>(null);
  const [done, setDone] = useState('');
  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });

  const columns: ListColumn<StaffCompanyItem>[] = [
    {
      id: 'company',
      header: t('companies.company'),
      cell: (company) => (
        <>
          <Link to={pathFor('staff-company', language, { id: company.idEmpresa })}>{company.nombreComercial}</Link>
          <span className="bo-table__sub">
            {company.razonSocial} · {company.cif}
          </span>
        </>
      ),
    },
    {
      id: 'contact',
      header: t('companies.contact'),
      cell: (company) =>
        company.contacto ? (
          <>
            {company.contacto.nombre}
            <span className="bo-table__sub">{company.contacto.email}</span>
          </>
        ) : (
          '—'
        ),
    },
    { id: 'requested', header: t('companies.requested'), cell: (company) => dateFormat.format(new Date(company.fechaAlta)) },
    { id: 'offers', header: t('companies.offers'), cell: (company) => company.ofertas },
    {
      id: 'state',
      header: t('companies.stateColumn'),
      cell: (company) => (
        <>
          <span className={`bo-badge bo-badge--${company.estado}`}>{t(`companies.badge.${company.estado}`)}</span>
          {company.motivo && <p className="bo-reason">{company.motivo}</p>}
        </>
      ),
    },
    {
      id: 'actions',
      header: t('actions'),
      cell: (company) => (
        <div className="bo-actions">
          {(company.estado === 'pendiente' || company.estado === 'rechazada') && (
            <button
              type="button"
              className="button button--primary"
              disabled={validate.isPending}
              onClick={() => validate.mutate({ idEmpresa: company.idEmpresa }, { onSuccess: () => setDone(t('companies.done.validate', { name: company.nombreComercial })) })}
            >
              {t('companies.validate')}
            </button>
          )}
          {company.estado === 'pendiente' && (
            <button type="button" className="button button--secondary" onClick={() => setAsking({ kind: 'reject', company })}>
              {t('companies.reject')}
            </button>
          )}
          {company.estado === 'validada' && (
            <button type="button" className="button button--secondary" onClick={() => setAsking({ kind: 'block', company })}>
              {t('companies.block')}
            </button>
          )}
          {company.estado === 'bloqueada' && (
            <button
              type="button"
              className="button button--secondary"
              disabled={unblock.isPending}
              onClick={() => unblock.mutate({ idEmpresa: company.idEmpresa }, { onSuccess: () => setDone(t('companies.done.unblock', { name: company.nombreComercial })) })}
            >
              {t('companies.unblock')}
            </button>
          )}
        </div>
      ),
    },
  ];

  return (
    <div className="page-content">
      <BackOfficeList
        query={list}
        rows={list.data?.items ?? []}
        rowKey={(company) => company.idEmpresa}
        columns={columns}
        caption={t('companies.caption', { state: t(`companies.state.${estado}`) })}
        loadingLabel={t('loading')}
        empty={t(estado === 'pendiente' ? 'companies.emptyQueue' : 'companies.empty')}
        tabs={{
          label: t('companies.states'),
          current: estado,
          items: STAFF_COMPANY_STATES.map((s) => ({ value: s, label: t(`companies.state.${s}`), count: list.data?.contadores[s], alert: s === 'pendiente' })),
        }}
        filters={[
          { name: 'texto', id: 'company-search', label: t('companies.search') },
          {
            name: 'orden',
            id: 'company-order',
            label: t('order'),
            placeholder: t(estado === 'pendiente' ? 'orderOldest' : 'orderNewest'),
            options: [
              { value: 'antiguas', label: t('orderOldest') },
              { value: 'recientes', label: t('orderNewest') },
            ],
          },
        ]}
        csv={{ call: staffExportCalls.companies, query: { estado, texto: texto || undefined, orden }, fileName: 'empresas.csv' }}
        status={done}
        error={validate.error ?? validateMany.error ?? unblock.error ?? rejectMany.error}
        selection={
          estado === 'pendiente'
            ? {
                selectAllLabel: t('bulk.selectAll'),
                rowLabel: (company) => t('bulk.select', { name: company.nombreComercial }),
                countLabel: (count) => t('bulk.selected', { count }),
                actions: [
                  {
                    label: t('companies.validateSelected'),
                    busy: validateMany.isPending,
                    run: (ids) => validateMany.mutateAsync({ idsEmpresa: ids }).then(() => setDone(t('companies.done.validateMany', { count: ids.length }))),
                  },
                  {
                    label: t('companies.rejectSelected'),
                    busy: rejectMany.isPending,
                    // Resolves when the reason is sent (the kit clears the selection); a cancel keeps it.
                    run: (ids) => new Promise<void>((resolve, reject) => setBulk({ ids, settle: (sent) => (sent ? resolve() : reject(new Error('cancelled'))) })),
                  },
                ],
              }
            : undefined
        }
        paging={list.data}
      >
        <ReasonDialog
          open={asking !== null}
          title={asking ? t(`companies.${asking.kind}Title`, { name: asking.company.nombreComercial }) : ''}
          label={t('reason')}
          hint={t('companies.reasonHint')}
          confirmLabel={asking ? t(`companies.${asking.kind}`) : ''}
          presets={asking?.kind === 'reject' ? refusalTexts : undefined}
          busy={reject.isPending || block.isPending}
          error={(reject.error ?? block.error) ? <ApiErrorAlert error={reject.error ?? block.error} /> : null}
          onCancel={() => setAsking(null)}
          onConfirm={(motivo) => {
            if (!asking) return;
            const mutation = asking.kind === 'reject' ? reject : block;
            const name = asking.company.nombreComercial;
            mutation.mutate(
              { idEmpresa: asking.company.idEmpresa, motivo },
              {
                onSuccess: () => {
                  setAsking(null);
                  setDone(t(`companies.done.${asking.kind}`, { name }));
                },
              },
            );
          }}
        />
        {/* Several requests at once: the dialog names them and is the confirmation; each company gets the reason. */}
        <ReasonDialog
          open={bulk !== null}
          title={bulk ? t('companies.rejectManyTitle', { count: bulk.ids.length }) : ''}
          label={t('reason')}
          hint={t('companies.reasonHint')}
          confirmLabel={t('companies.reject')}
          presets={refusalTexts}
          busy={rejectMany.isPending}
          error={rejectMany.error ? <ApiErrorAlert error={rejectMany.error} /> : null}
          onCancel={() => {
            bulk?.settle(false);
            rejectMany.reset();
            setBulk(null);
          }}
          onConfirm={(motivo) => {
            if (!bulk) return;
            const { ids, settle } = bulk;
            rejectMany.mutate(
              { idsEmpresa: ids, motivo },
              {
                onSuccess: () => {
                  settle(true);
                  setBulk(null);
                  setDone(t('companies.done.rejectMany', { count: ids.length }));
                },
              },
            );
          }}
        >
          {bulk && (
            <>
              <p>{t('companies.manyBody')}</p>
              <ul className="bo-confirm-list">
                {picked(bulk.ids).map((company) => (
                  <li key={company.idEmpresa}>
                    <strong>{company.nombreComercial}</strong> · {company.cif}
                  </li>
                ))}
              </ul>
            </>
          )}
        </ReasonDialog>
      </BackOfficeList>
    </div>
  );
}
