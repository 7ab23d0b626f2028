import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { COMPANY_CANDIDATES_PAGE_SIZE, COMPANY_PROCESS_ORDERS, type CompanyProcessQuery } from '@portal/shared';
import { SelectField } from '@/components/ui/form-fields';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { Loading } from '@/components/ui/loading';
import { Pagination } from '@/components/ui/pagination';
import { StateTabs } from '@/components/ui/state-tabs';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useProcess } from '../api/get-process';
import { BulkMove } from '../components/bulk-move';
import { CandidatesTable } from '../components/candidates-table';
import { ProcessFilters, type ProcessFilterValues } from '../components/process-filters';
import { formatDay } from '../utils/dates';
import { listQuery, listSearch } from '../utils/list-query';
import '@/components/ui/back-office.css';
import '../company-candidates.css';

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/**
 * /mis-ofertas/:id: the candidacies of one of my offers, newest first (or the order picked), 25 a page, with their
 * state and unread mark. State, text, unread, order and page live in the URL, so a reload, a link or the back button
 * shows the same list, and a candidate opened from it offers the previous and next of that list. Rows picked move
 * together to a state that is not a decision.
 */
export default function OfferCandidatesPage() {
  const { t } = useTranslation('companyCandidates');
  const language = useLanguage();
  const idOferta = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const query: CompanyProcessQuery = { ...listQuery(params), pagina: positive(params.get('pagina')) };
  const process = useProcess(idOferta, language, query);
  const [picked, setPicked] = useState<number[]>([]);
  const [done, setDone] = useState('');

  const applyFilters = (values: ProcessFilterValues) => {
    const next = new URLSearchParams();
    if (query.estado) next.set('estado', String(query.estado));
    if (values.texto) next.set('texto', values.texto);
    if (values.noLeidos) next.set('noLeidos', 'true');
    if (query.orden) next.set('orden', query.orden);
    setParams(next);
  };
  const sortBy = (orden: string) => {
    const next = new URLSearchParams(params);
    if (orden) next.set('orden', orden);
    else next.delete('orden');
    next.delete('pagina');
    setParams(next);
  };

  if (process.isError) return <ApiErrorAlert error={process.error} />;
  if (process.isPending) return <Loading label={t('loading')} />;
  const { oferta, contadores, items, total, pagina } = process.data;
  const filtered = query.estado !== undefined || query.noLeidos || Boolean(query.texto);
  const pickedItems = items.filter((c) => picked.includes(c.idCandidatura));

  return (
    <div className="page-content cc-page">
      <section className="card cc-offer" aria-labelledby="cc-offer-title">
        <p className="cc-offer__marks">
          <span className="bo-badge">{t(oferta.idPerfil === 2 ? 'process.profile.2' : 'process.profile.1')}</span>
          <span className="bo-badge">{t(`process.offerState.${oferta.estado}`)}</span>
          <span className="muted">{t('process.reference', { reference: oferta.referencia })}</span>
        </p>
        <h2 id="cc-offer-title" className="cc-offer__title">
          {oferta.titulo}
        </h2>
        <p className="muted">
          {t('process.summary', { count: contadores.total, unread: contadores.noLeidos })}
          {oferta.fechaCaducidad && ` · ${t('process.expires', { date: formatDay(oferta.fechaCaducidad, language) })}`}
        </p>
        <p>
          <Link to={pathFor('my-offers', language)}>{t('process.back')}</Link>
        </p>
      </section>

      <StateTabs
        label={t('process.states')}
        current={query.estado === undefined ? '' : String(query.estado)}
        tabs={[
          { value: '', label: t('process.all'), count: contadores.total },
          ...contadores.porEstado.map((s) => ({ value: String(s.idEstado), label: s.estado, count: s.total })),
        ]}
      />
      <ProcessFilters key={`${query.texto ?? ''}|${query.noLeidos ? 1 : 0}`} values={{ texto: query.texto ?? '', noLeidos: Boolean(query.noLeidos) }} onApply={applyFilters} />
      <SelectField
        className="cc-order"
        label={t('process.order')}
        value={query.orden ?? ''}
        onChange={(event) => sortBy(event.target.value)}
        placeholder={t('process.orderName.recientes')}
        options={COMPANY_PROCESS_ORDERS.filter((o) => o !== 'recientes').map((o) => ({ value: o, label: t(`process.orderName.${o}`) }))}
      />
      <p className="bo-status" role="status">
        {done}
      </p>
      <BulkMove
        picked={pickedItems}
        onMoved={(message) => {
          setPicked([]);
          setDone(message);
        }}
      />

      <div aria-busy={process.isPlaceholderData} className={process.isPlaceholderData ? 'cc-list cc-list--stale' : 'cc-list'}>
        {items.length === 0 ? (
          <div className="card bo-empty">{t(filtered ? 'process.emptyFiltered' : 'process.empty')}</div>
        ) : (
          <CandidatesTable title={oferta.titulo} items={items} search={listSearch(params)} picked={picked} onPick={setPicked} />
        )}
      </div>
      <Pagination total={total} page={pagina} pageSize={COMPANY_CANDIDATES_PAGE_SIZE} />
    </div>
  );
}
