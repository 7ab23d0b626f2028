import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { STAFF_OFFER_STATES, staffExportCalls, type StaffOfferItem, type StaffOfferState } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { Pagination } from '@/components/ui/pagination';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { StateTabs } from '@/components/ui/state-tabs';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useOfferAction } from '../api/offer-actions';
import { useStaffOffers } from '../api/get-offers';
import { OfferSettingsDialog } from '../components/offer-settings-dialog';
import { BackOfficeTable } from '@/components/ui/back-office-table';
import '@/components/ui/back-office.css';

const isState = (value: string | null): value is StaffOfferState => STAFF_OFFER_STATES.includes(value as StaffOfferState);

type Asking =
  | { kind: 'sendBack' | 'reject'; offer: StaffOfferItem }
  | { kind: 'close' | 'expire'; offer: StaffOfferItem }
  | { kind: 'settings'; offer: StaffOfferItem };

/**
 * /gestion/ofertas: the offers pending validation (default tab, oldest first) and the offers by state. Validate in
 * one click (or several at once), send back with remarks or reject with a reason (both mailed to the company),
 * set the manager and the featured date, close or expire a published offer. Filters live in the URL.
 */
export default function OfferQueuePage() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const estado = isState(params.get('estado')) ? (params.get('estado') as StaffOfferState) : 'pendiente';
  const texto = params.get('texto') ?? '';
  const perfil = Number(params.get('perfil')) || undefined;
  const idEmpresa = Number(params.get('idEmpresa')) || undefined;
  const pagina = Number(params.get('pagina')) || 1;
  const list = useStaffOffers({ estado, texto: texto || undefined, perfil, pagina, ...(idEmpresa ? { idEmpresa } : {}) });
  const validate = useOfferAction('validate');
  const validateMany = useOfferAction('validateMany');
  const sendBack = useOfferAction('sendBack');
  const reject = useOfferAction('reject');
  const close = useOfferAction('close');
  const expire = useOfferAction('expire');
  const [selected, setSelected] = useState<number[]>([]);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [done, setDone] = useState('');
  const items = list.data?.items ?? [];
  const reviewable = estado === 'pendiente' || estado === 'devuelta';
  const allSelected = items.length > 0 && items.every((o) => selected.includes(o.idOferta));
  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Record<string, string> = { estado };
    const text = String(form.get('texto') ?? '').trim();
    if (text) next.texto = text;
    if (form.get('perfil')) next.perfil = String(form.get('perfil'));
    if (idEmpresa) next.idEmpresa = String(idEmpresa);
    setParams(next);
  };
  const finish = (message: string) => {
    setAsking(null);
    setSelected([]);
    setDone(message);
  };

  return (
    <div className="page-content">
      <StateTabs
        label={t('offers.states')}
        current={estado}
        tabs={STAFF_OFFER_STATES.map((s) => ({ value: s, label: t(`offers.state.${s}`), count: list.data?.contadores[s], alert: s === 'pendiente' }))}
      />
      <form className="bo-filters" role="search" onSubmit={search}>
        <div className="field">
          <label className="field__label" htmlFor="offer-search">
            {t('offers.search')}
          </label>
          <input id="offer-search" name="texto" className="field__input" defaultValue={texto} key={texto} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="offer-profile">
            {t('offers.profile')}
          </label>
          <select id="offer-profile" name="perfil" className="field__input" defaultValue={perfil ?? ''} key={perfil ?? 0}>
            <option value="">{t('offers.anyProfile')}</option>
            <option value="1">{t('offers.profileName.1')}</option>
            <option value="2">{t('offers.profileName.2')}</option>
          </select>
        </div>
        <button type="submit" className="button button--secondary">
          {t('filters.apply')}
        </button>
        <ExportCsvButton call={staffExportCalls.offers} query={{ estado, texto: texto || undefined, perfil, idEmpresa }} fileName="ofertas.csv" />
      </form>
      <p className="bo-status" role="status">
        {done}
      </p>
      {(validate.error ?? validateMany.error) ? <ApiErrorAlert error={validate.error ?? validateMany.error} /> : null}
      {reviewable && items.length > 0 && (
        <div className="bo-toolbar">
          <span>{t('bulk.selected', { count: selected.length })}</span>
          <button
            type="button"
            className="button button--primary"
            disabled={selected.length === 0 || validateMany.isPending}
            onClick={() => validateMany.mutate({ idsOferta: selected }, { onSuccess: () => finish(t('offers.done.validateMany', { count: selected.length })) })}
          >
            {t('offers.validateSelected')}
          </button>
        </div>
      )}
      <BackOfficeTable
        query={list}
        isEmpty={items.length === 0}
        empty={t(estado === 'pendiente' ? 'offers.emptyQueue' : 'offers.empty')}
        loadingLabel={t('loading')}
        caption={t('offers.caption', { state: t(`offers.state.${estado}`) })}
      >
        <thead>
          <tr>
            {reviewable && (
              <th scope="col">
                <input type="checkbox" aria-label={t('bulk.selectAll')} checked={allSelected} onChange={() => setSelected(allSelected ? [] : items.map((o) => o.idOferta))} />
              </th>
            )}
            <th scope="col">{t('offers.offer')}</th>
            <th scope="col">{t('offers.company')}</th>
            <th scope="col">{t('offers.dates')}</th>
            <th scope="col">{t('offers.candidacies')}</th>
            <th scope="col">{t('offers.stateColumn')}</th>
            <th scope="col">{t('actions')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((offer) => (
            <tr key={offer.idOferta}>
              {reviewable && (
                <td>
                  <input
                    type="checkbox"
                    aria-label={t('bulk.select', { name: offer.titulo })}
                    checked={selected.includes(offer.idOferta)}
                    onChange={() => setSelected((s) => (s.includes(offer.idOferta) ? s.filter((id) => id !== offer.idOferta) : [...s, offer.idOferta]))}
                  />
                </td>
              )}
              <td data-label={t('offers.offer')}>
                <strong>
                  <Link to={pathFor('staff-offer', language, { id: offer.idOferta })} aria-label={t('offers.review.open', { title: offer.titulo })}>
                    {offer.titulo}
                  </Link>
                </strong>
                <span className="bo-table__sub">
                  {t(`offers.profileName.${offer.idPerfil}`)} · {offer.referencia} · {t('offers.places', { count: offer.plazas })}
                </span>
                {offer.gestor && <span className="bo-table__sub">{t('offers.managedBy', { name: offer.gestor.nombre })}</span>}
              </td>
              <td data-label={t('offers.company')}>{offer.empresa}</td>
              <td data-label={t('offers.dates')}>
                {t('offers.created', { date: dateFormat.format(new Date(offer.fechaCreacion)) })}
                {offer.fechaPublicacion && <span className="bo-table__sub">{t('offers.published', { date: dateFormat.format(new Date(offer.fechaPublicacion)) })}</span>}
                {offer.fechaCaducidad && <span className="bo-table__sub">{t('offers.expires', { date: offer.fechaCaducidad })}</span>}
                {offer.fechaDestacada && <span className="bo-table__sub">{t('offers.featuredOn', { date: offer.fechaDestacada })}</span>}
              </td>
              <td data-label={t('offers.candidacies')}>
                <Link to={pathFor('staff-offer-candidacies', language, { id: offer.idOferta })} aria-label={t('offers.seeCandidacies', { count: offer.candidaturas, title: offer.titulo })}>
                  {offer.candidaturas}
                </Link>
              </td>
              <td data-label={t('offers.stateColumn')}>
                <span className={`bo-badge bo-badge--${offer.estado}`}>{t(`offers.badge.${offer.estado}`)}</span>
                {offer.observaciones && <p className="bo-reason">{offer.observaciones}</p>}
              </td>
              <td data-label={t('actions')}>
                <div className="bo-actions">
                  {(offer.estado === 'pendiente' || offer.estado === 'devuelta') && (
                    <>
                      <button
                        type="button"
                        className="button button--primary"
                        disabled={validate.isPending}
                        onClick={() => validate.mutate({ idOferta: offer.idOferta }, { onSuccess: () => finish(t('offers.done.validate', { title: offer.titulo })) })}
                      >
                        {t('offers.validate')}
                      </button>
                      <button type="button" className="button button--secondary" onClick={() => setAsking({ kind: 'sendBack', offer })}>
                        {t('offers.sendBack')}
                      </button>
                      <button type="button" className="button button--secondary" onClick={() => setAsking({ kind: 'reject', offer })}>
                        {t('offers.reject')}
                      </button>
                    </>
                  )}
                  {offer.estado === 'publicada' && (
                    <>
                      <button type="button" className="button button--secondary" onClick={() => setAsking({ kind: 'close', offer })}>
                        {t('offers.close')}
                      </button>
                      <button type="button" className="button button--secondary" onClick={() => setAsking({ kind: 'expire', offer })}>
                        {t('offers.expire')}
                      </button>
                    </>
                  )}
                  <button type="button" className="button button--secondary" onClick={() => setAsking({ kind: 'settings', offer })}>
                    {t('offers.settings')}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </BackOfficeTable>
      {list.data && <Pagination total={list.data.total} page={list.data.pagina} pageSize={list.data.porPagina} />}

      <ReasonDialog
        open={asking?.kind === 'sendBack' || asking?.kind === 'reject'}
        title={asking ? t(`offers.${asking.kind === 'reject' ? 'rejectTitle' : 'sendBackTitle'}`, { title: asking.offer.titulo }) : ''}
        label={asking?.kind === 'reject' ? t('reason') : t('offers.remarks')}
        hint={t('offers.reasonHint')}
        confirmLabel={asking?.kind === 'reject' ? t('offers.reject') : t('offers.sendBack')}
        busy={sendBack.isPending || reject.isPending}
        error={(sendBack.error ?? reject.error) ? <ApiErrorAlert error={sendBack.error ?? reject.error} /> : null}
        onCancel={() => setAsking(null)}
        onConfirm={(text) => {
          if (!asking) return;
          const title = asking.offer.titulo;
          if (asking.kind === 'reject') {
            reject.mutate({ idOferta: asking.offer.idOferta, motivo: text }, { onSuccess: () => finish(t('offers.done.reject', { title })) });
          } else {
            sendBack.mutate({ idOferta: asking.offer.idOferta, observaciones: text }, { onSuccess: () => finish(t('offers.done.sendBack', { title })) });
          }
        }}
      />
      <ConfirmDialog
        open={asking?.kind === 'close' || asking?.kind === 'expire'}
        title={asking ? t(`offers.${asking.kind === 'close' ? 'closeTitle' : 'expireTitle'}`, { title: asking.offer.titulo }) : ''}
        busy={close.isPending || expire.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (!asking) return;
          const title = asking.offer.titulo;
          const mutation = asking.kind === 'close' ? close : expire;
          const kind = asking.kind;
          mutation.mutate({ idOferta: asking.offer.idOferta }, { onSuccess: () => finish(t(`offers.done.${kind}`, { title })) });
        }}
      >
        <p>{asking?.kind === 'close' ? t('offers.closeBody') : t('offers.expireBody')}</p>
        {(close.error ?? expire.error) ? <ApiErrorAlert error={close.error ?? expire.error} /> : null}
      </ConfirmDialog>
      {asking?.kind === 'settings' && <OfferSettingsDialog offer={asking.offer} onClose={() => setAsking(null)} onSaved={finish} />}
    </div>
  );
}
