import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QUEUE_ORDERS, STAFF_OFFER_STATES, staffExportCalls, type QueueOrder, type StaffOfferItem, type StaffOfferState } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { BackOfficeList, type ListColumn } from '@/components/ui/back-office-list';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { pathFor } from '@/config/routes';
import { useRefusalTexts } from '@/lib/refusal-texts';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useOfferAction } from '../api/offer-actions';
import { useStaffOffers } from '../api/get-offers';
import { OfferSettingsDialog } from '../components/offer-settings-dialog';

const isState = (value: string | null): value is StaffOfferState => STAFF_OFFER_STATES.includes(value as StaffOfferState);

const isOrder = (value: string | null): value is QueueOrder => QUEUE_ORDERS.includes(value as QueueOrder);

/** A bulk send-back or rejection waiting for its text; the kit's selection stays until it is sent (or kept on cancel). */
interface BulkAsking {
  kind: 'sendBackMany' | 'rejectMany';
  ids: number[];
  settle: (sent: boolean) => void;
}

type Asking =
  | { kind: 'sendBack' | 'reject'; offer: StaffOfferItem }
  | { kind: 'close' | 'expire'; offer: StaffOfferItem }
  | { kind: 'settings'; offer: StaffOfferItem };

/** The offers about to be published at once, each with its company and, for a copy, its original. */
function SelectedOffers({ offers, intro }: { offers: StaffOfferItem[]; intro: string }) {
  const { t } = useTranslation('staff');
  return (
    <>
      <p>{intro}</p>
      <ul className="bo-confirm-list">
        {offers.map((offer) => (
          <li key={offer.idOferta}>
            <strong>{offer.titulo}</strong> · {offer.empresa} · {offer.referencia}
            {offer.copiaDe && <> · {t('offers.copyOf', { reference: offer.copiaDe.referencia })}</>}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * /gestion/ofertas: the offers pending validation (default tab, oldest first) and the offers by state. Validate in
 * one click (or several at once), send back with remarks or reject with a reason (both mailed to the company),
 * set the manager and the featured date, close or expire a published offer. Validating several at once asks first,
 * naming them. Filters live in the URL.
 */
export default function OfferQueuePage() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const [params] = useSearchParams();
  const estado = isState(params.get('estado')) ? (params.get('estado') as StaffOfferState) : 'pendiente';
  const texto = params.get('texto') ?? '';
  const perfil = Number(params.get('perfil')) || undefined;
  const idEmpresa = Number(params.get('idEmpresa')) || undefined;
  const orden = isOrder(params.get('orden')) ? (params.get('orden') as QueueOrder) : undefined;
  const pagina = Number(params.get('pagina')) || 1;
  const list = useStaffOffers({ estado, texto: texto || undefined, perfil, orden, pagina, ...(idEmpresa ? { idEmpresa } : {}) });
  const refusalTexts = useRefusalTexts(language);
  const sendBackMany = useOfferAction('sendBackMany');
  const rejectMany = useOfferAction('rejectMany');
  const [bulk, setBulk] = useState<BulkAsking | null>(null);
  const picked = (ids: number[]) => (list.data?.items ?? []).filter((offer) => ids.includes(offer.idOferta));
  // The bulk action resolves when its dialog is sent (the kit then clears the selection), and fails on cancel (kept).
  const askBulk = (kind: BulkAsking['kind']) => (ids: number[]) =>
    new Promise<void>((resolve, reject) => setBulk({ kind, ids, settle: (sent) => (sent ? resolve() : reject(new Error('cancelled'))) }));
  const validate = useOfferAction('validate');
  const validateMany = useOfferAction('validateMany');
  const sendBack = useOfferAction('sendBack');
  const reject = useOfferAction('reject');
  const close = useOfferAction('close');
  const expire = useOfferAction('expire');
  const [asking, setAsking] = useState<Asking | null>(null);
  const [done, setDone] = useState('');
  const reviewable = estado === 'pendiente' || estado === 'devuelta';
  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });

  const finish = (message: string) => {
    setAsking(null);
    setDone(message);
  };


  const columns: ListColumn<StaffOfferItem>[] = [
    {
      id: 'offer',
      header: t('offers.offer'),
      cell: (offer) => (
        <>
          <strong>
            <Link to={pathFor('staff-offer', language, { id: offer.idOferta })} aria-label={t('offers.review.open', { title: offer.titulo })}>
              {offer.titulo}
            </Link>
          </strong>
          <span className="bo-table__sub">
            {t(`offers.profileName.${offer.idPerfil}`)} · {offer.referencia} · {t('offers.places', { count: offer.plazas })}
          </span>
          {offer.copiaDe && <span className="bo-table__sub">{t('offers.copyOf', { reference: offer.copiaDe.referencia })}</span>}
          {offer.gestor && <span className="bo-table__sub">{t('offers.managedBy', { name: offer.gestor.nombre })}</span>}
        </>
      ),
    },
    { id: 'company', header: t('offers.company'), cell: (offer) => offer.empresa },
    {
      id: 'dates',
      header: t('offers.dates'),
      cell: (offer) => (
        <>
          {t('offers.created', { date: dateFormat.format(new Date(offer.fechaCreacion)) })}
          {offer.fechaPublicacion && <span className="bo-table__sub">{t('offers.published', { date: dateFormat.format(new Date(offer.fechaPublicacion)) })}</span>}
          {offer.fechaCaducidad && <span className="bo-table__sub">{t('offers.expires', { date: offer.fechaCaducidad })}</span>}
          {offer.fechaDestacada && <span className="bo-table__sub">{t('offers.featuredOn', { date: offer.fechaDestacada })}</span>}
        </>
      ),
    },
    {
      id: 'candidacies',
      header: t('offers.candidacies'),
      cell: (offer) => (
        <Link to={pathFor('staff-offer-candidacies', language, { id: offer.idOferta })} aria-label={t('offers.seeCandidacies', { count: offer.candidaturas, title: offer.titulo })}>
          {offer.candidaturas}
        </Link>
      ),
    },
    {
      id: 'state',
      header: t('offers.stateColumn'),
      cell: (offer) => (
        <>
          <span className={`bo-badge bo-badge--${offer.estado}`}>{t(`offers.badge.${offer.estado}`)}</span>
          {offer.observaciones && <p className="bo-reason">{offer.observaciones}</p>}
        </>
      ),
    },
    {
      id: 'actions',
      header: t('actions'),
      cell: (offer) => (
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
      ),
    },
  ];

  return (
    <div className="page-content">
      <BackOfficeList
        query={list}
        rows={list.data?.items ?? []}
        rowKey={(offer) => offer.idOferta}
        columns={columns}
        caption={t('offers.caption', { state: t(`offers.state.${estado}`) })}
        loadingLabel={t('loading')}
        empty={t(estado === 'pendiente' ? 'offers.emptyQueue' : 'offers.empty')}
        tabs={{
          label: t('offers.states'),
          current: estado,
          items: STAFF_OFFER_STATES.map((s) => ({ value: s, label: t(`offers.state.${s}`), count: list.data?.contadores[s], alert: s === 'pendiente' })),
        }}
        filters={[
          { name: 'texto', id: 'offer-search', label: t('offers.search') },
          {
            name: 'orden',
            id: 'offer-order',
            label: t('order'),
            placeholder: t(estado === 'pendiente' ? 'orderOldest' : 'orderNewest'),
            options: [
              { value: 'antiguas', label: t('orderOldest') },
              { value: 'recientes', label: t('orderNewest') },
            ],
          },
          {
            name: 'perfil',
            id: 'offer-profile',
            label: t('offers.profile'),
            placeholder: t('offers.anyProfile'),
            options: [
              { value: '1', label: t('offers.profileName.1') },
              { value: '2', label: t('offers.profileName.2') },
            ],
          },
        ]}
        keep={['idEmpresa']}
        csv={{ call: staffExportCalls.offers, query: { estado, texto: texto || undefined, perfil, idEmpresa, orden }, fileName: 'ofertas.csv' }}
        status={done}
        error={validate.error ?? validateMany.error ?? sendBackMany.error ?? rejectMany.error}
        selection={
          reviewable
            ? {
                selectAllLabel: t('bulk.selectAll'),
                rowLabel: (offer) => t('bulk.select', { name: offer.titulo }),
                countLabel: (count) => t('bulk.selected', { count }),
                actions: [
                  {
                    label: t('offers.validateSelected'),
                    busy: validateMany.isPending,
                    run: (ids) => validateMany.mutateAsync({ idsOferta: ids }).then(() => finish(t('offers.done.validateMany', { count: ids.length }))),
                    // Publishing is seen by every candidate at once: the offers picked are named before they go live.
                    confirm: (ids) => ({
                      title: t('offers.validateManyTitle', { count: ids.length }),
                      confirmLabel: t('offers.validateManyConfirm'),
                      body: <SelectedOffers intro={t('offers.validateManyBody')} offers={picked(ids)} />,
                    }),
                  },
                  { label: t('offers.sendBackSelected'), busy: sendBackMany.isPending, run: askBulk('sendBackMany') },
                  { label: t('offers.rejectSelected'), busy: rejectMany.isPending, run: askBulk('rejectMany') },
                ],
              }
            : undefined
        }
        paging={list.data}
      >
        <ReasonDialog
          open={asking?.kind === 'sendBack' || asking?.kind === 'reject'}
          title={asking ? t(`offers.${asking.kind === 'reject' ? 'rejectTitle' : 'sendBackTitle'}`, { title: asking.offer.titulo }) : ''}
          label={asking?.kind === 'reject' ? t('reason') : t('offers.remarks')}
          hint={t('offers.reasonHint')}
          confirmLabel={asking?.kind === 'reject' ? t('offers.reject') : t('offers.sendBack')}
          presets={refusalTexts}
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
        {/* Several offers at once: the dialog names them and is the confirmation; the text goes to every company. */}
        <ReasonDialog
          open={bulk !== null}
          title={bulk ? t(`offers.${bulk.kind === 'rejectMany' ? 'rejectManyTitle' : 'sendBackManyTitle'}`, { count: bulk.ids.length }) : ''}
          label={bulk?.kind === 'rejectMany' ? t('reason') : t('offers.remarks')}
          hint={t('offers.reasonHint')}
          confirmLabel={bulk?.kind === 'rejectMany' ? t('offers.reject') : t('offers.sendBack')}
          presets={refusalTexts}
          busy={sendBackMany.isPending || rejectMany.isPending}
          error={(sendBackMany.error ?? rejectMany.error) ? <ApiErrorAlert error={sendBackMany.error ?? rejectMany.error} /> : null}
          onCancel={() => {
            bulk?.settle(false);
            sendBackMany.reset();
            rejectMany.reset();
            setBulk(null);
          }}
          onConfirm={(text) => {
            if (!bulk) return;
            const { kind, ids, settle } = bulk;
            const done = () => {
              settle(true);
              setBulk(null);
              setDone(t(`offers.done.${kind}`, { count: ids.length }));
            };
            if (kind === 'rejectMany') rejectMany.mutate({ idsOferta: ids, motivo: text }, { onSuccess: done });
            else sendBackMany.mutate({ idsOferta: ids, observaciones: text }, { onSuccess: done });
          }}
        >
          {bulk && <SelectedOffers intro={t('offers.manyBody')} offers={picked(bulk.ids)} />}
        </ReasonDialog>
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
      </BackOfficeList>
    </div>
  );
}
