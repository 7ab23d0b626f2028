import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AGREEMENT_STATES, allowedAgreementMoves, staffAgreementCalls, type AgreementState, type StaffAgreementItem } from '@portal/shared';
import { BackOfficeList, type ListColumn } from '@/components/ui/back-office-list';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useAgreements } from '../api/get-agreements';
import { MoveDialog } from '../components/move-dialog';

const isState = (value: string | null): value is AgreementState => AGREEMENT_STATES.includes(value as AgreementState);
const isDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

/**
 * /gestion/convenios: the institution's collaboration agreements by state (tabs with counts), filtered by company
 * and expiry window; state, filters and page live in the URL. Each agreement moves to the states the shared table
 * allows, with an optional remark the company receives by e-mail.
 */
export default function AgreementListPage() {
  const { t } = useTranslation('staffAgreements');
  const language = useLanguage();
  const [params] = useSearchParams();
  const estado = isState(params.get('estado')) ? (params.get('estado') as AgreementState) : AGREEMENT_STATES[0];
  const texto = params.get('texto') ?? '';
  const caducaDesde = isDay(params.get('caducaDesde'));
  const caducaHasta = isDay(params.get('caducaHasta'));
  const pagina = Number(params.get('pagina')) || 1;
  const filters = { estado, texto: texto || undefined, caducaDesde: caducaDesde || undefined, caducaHasta: caducaHasta || undefined };
  const list = useAgreements({ ...filters, pagina });
  const [moving, setMoving] = useState<StaffAgreementItem | null>(null);
  const [done, setDone] = useState('');

  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const day = (iso: string) => dateFormat.format(new Date(`${iso}T12:00:00`));
  const columns: ListColumn<StaffAgreementItem>[] = [
    {
      id: 'company',
      header: t('company'),
      cell: (agreement) => (
        <>
          <Link to={pathFor('staff-company', language, { id: agreement.idEmpresa })}>{agreement.empresa}</Link>
          <span className="bo-table__sub">
            {agreement.cif} · {t('number', { id: agreement.idConvenio })}
          </span>
        </>
      ),
    },
    { id: 'signer', header: t('signer'), cell: (agreement) => agreement.firmante },
    { id: 'updated', header: t('updated'), cell: (agreement) => dateFormat.format(new Date(agreement.fechaActualizacion)) },
    {
      id: 'expires',
      header: t('expires'),
      cell: (agreement) => (agreement.sinCaducidad ? t('noExpiry') : agreement.fechaCaducidad ? day(agreement.fechaCaducidad) : '—'),
    },
    {
      id: 'state',
      header: t('stateColumn'),
      cell: (agreement) => <span className={`bo-badge bo-badge--agreement-${agreement.estado}`}>{t(`state.${agreement.estado}`)}</span>,
    },
    {
      id: 'actions',
      header: t('actions'),
      cell: (agreement) => (
        <div className="bo-actions">
          <Link
            className="button button--secondary"
            to={pathFor('staff-agreement', language, { id: agreement.idConvenio })}
            aria-label={t('detail.openLabel', { company: agreement.empresa, id: agreement.idConvenio })}
          >
            {t('detail.open')}
          </Link>
          {allowedAgreementMoves(agreement.estado).length > 0 && (
            <button
              type="button"
              className="button button--secondary"
              aria-label={t('move.open', { company: agreement.empresa, id: agreement.idConvenio })}
              onClick={() => setMoving(agreement)}
            >
              {t('move.button')}
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
        rowKey={(agreement) => agreement.idConvenio}
        columns={columns}
        caption={t('caption', { state: t(`state.${estado}`) })}
        loadingLabel={t('loading')}
        empty={t('empty')}
        tabs={{
          label: t('states'),
          current: estado,
          items: AGREEMENT_STATES.map((s) => ({ value: s, label: t(`state.${s}`), count: list.data?.contadores[s], alert: s === 'firmadoEmpresa' })),
        }}
        filters={[
          { name: 'texto', id: 'agreement-search', label: t('search') },
          { name: 'caducaDesde', id: 'agreement-from', label: t('expiresFrom'), type: 'date' },
          { name: 'caducaHasta', id: 'agreement-until', label: t('expiresUntil'), type: 'date' },
        ]}
        csv={{ call: staffAgreementCalls.export, query: filters, fileName: 'convenios.csv' }}
        status={done}
        paging={list.data}
      >
        <MoveDialog
          agreement={moving}
          onClose={() => setMoving(null)}
          onMoved={(to) => setDone(t('move.done', { company: moving?.empresa ?? '', state: t(`state.${to}`) }))}
        />
      </BackOfficeList>
    </div>
  );
}
