import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Status, type CompanyOfferItem, type CompanyOffersQuery } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Loading } from '@/components/ui/loading';
import { pathFor } from '@/config/routes';
import { useBrand } from '@/lib/brand';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { showNotice } from '@/lib/notices';
import { useCompanyOffers } from '../api/get-company-offers';
import { useCopyOffer, useDeleteOffer } from '../api/offer-actions';
import { CloseOfferDialog } from '../components/close-offer-dialog';
import { CompanyOfferCard } from '../components/company-offer-card';
import './my-offers.css';

const FLAGS = ['historial', 'soloNoLeidos', 'caducanPronto'] as const;
type Flag = (typeof FLAGS)[number];

/**
 * /mis-ofertas: the company's offers with their state and candidates, the filters of spec 1 that apply to a
 * company (history, only with unread candidates, expiring soon, by title) kept in the URL, and what can be done
 * with each: continue or discard a draft, edit while pending, see its candidates, view it as a candidate,
 * duplicate (same or other profile: the copy is a draft, opened to edit), close, delete.
 */
export default function MyOffersPage() {
  const { t } = useTranslation('companyOffers');
  const language = useLanguage();
  const brand = useBrand();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const texto = params.get('texto') ?? '';
  const flags = Object.fromEntries(FLAGS.map((flag) => [flag, params.get(flag) === 'true'])) as Record<Flag, boolean>;
  const query: CompanyOffersQuery = { ...(texto ? { texto } : {}), ...Object.fromEntries(FLAGS.filter((f) => flags[f]).map((f) => [f, 'true'])) };
  const list = useCompanyOffers(query);
  const copy = useCopyOffer();
  const remove = useDeleteOffer();
  const [closing, setClosing] = useState<CompanyOfferItem | null>(null);
  const [deleting, setDeleting] = useState<CompanyOfferItem | null>(null);
  const highlight = (location.state as { highlight?: number } | null)?.highlight;
  const discarding = deleting?.estado === 'borrador';

  const setFlag = (flag: Flag, on: boolean) => {
    const next = new URLSearchParams(params);
    if (on) next.set(flag, 'true');
    else next.delete(flag);
    // At once: the box is drawn from the URL, so it must not wait for the navigation to show its new state.
    setParams(next, { replace: true, flushSync: true });
  };
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('texto') ?? '').trim();
    const next = new URLSearchParams(params);
    if (value) next.set('texto', value);
    else next.delete('texto');
    setParams(next, { replace: true });
  };
  // A copy is a draft marked as such: it opens in the form, and the service sees it only once it is sent.
  const duplicate = async (offer: CompanyOfferItem, opposite: boolean) => {
    const created = await copy.mutateAsync({ urlOferta: offer.urlAcceso, opposite });
    void navigate(pathFor('edit-offer', language, { idOferta: created.idOferta }));
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.urlAcceso, {
      onSuccess: () => {
        setDeleting(null);
        showNotice({ status: Status.OfferDeleted });
      },
    });
  };
  const stopDeleting = () => {
    setDeleting(null);
    remove.reset();
  };

  const items = list.data?.procesos ?? [];
  return (
    <div className="page-content my-offers">
      <div className="my-offers__new">
        <Link className="button button--primary" to={pathFor('new-offer', language, { tipo: 'empleo' })}>
          {t('list.newJob')}
        </Link>
        {!brand.flags.cyclesOnly && (
          <Link className="button button--secondary" to={pathFor('new-offer', language, { tipo: 'practicas' })}>
            {t('list.newInternship')}
          </Link>
        )}
      </div>

      <form className="card my-offers__filters" role="search" onSubmit={search}>
        <div className="my-offers__search">
          <label className="field__label" htmlFor="my-offers-text">
            {t('list.search')}
          </label>
          <div className="my-offers__search-row">
            <input id="my-offers-text" name="texto" type="search" className="field__input" defaultValue={texto} key={texto} placeholder={t('list.searchPlaceholder')} />
            <button type="submit" className="button button--secondary">
              {t('list.searchButton')}
            </button>
          </div>
        </div>
        <fieldset className="my-offers__flags">
          <legend className="visually-hidden">{t('list.filters')}</legend>
          {FLAGS.map((flag) => (
            <label key={flag} className="my-offers__flag">
              <input type="checkbox" checked={flags[flag]} onChange={(event) => setFlag(flag, event.target.checked)} />
              {t(`list.flag.${flag}`)}
            </label>
          ))}
        </fieldset>
      </form>

      {copy.error && <ApiErrorAlert error={copy.error} />}
      <p className="muted my-offers__count" role="status">
        {list.data ? t('list.count', { count: list.data.numTotal }) : ''}
      </p>
      {list.isPending ? (
        <Loading label={t('list.loading')} />
      ) : list.isError ? (
        <ApiErrorAlert error={list.error} />
      ) : items.length === 0 ? (
        <div className="card my-offers__empty">
          <p>{t(texto || FLAGS.some((f) => flags[f]) ? 'list.noMatches' : 'list.empty')}</p>
          {/* A way out of an empty filtered list: back to every offer, in one click. */}
          {(texto || FLAGS.some((f) => flags[f])) && (
            <button type="button" className="button button--secondary" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
              {t('list.clearFilters')}
            </button>
          )}
        </div>
      ) : (
        <ul className="my-offers__list">
          {items.map((offer) => (
            <CompanyOfferCard
              key={offer.idOferta}
              offer={offer}
              highlighted={offer.idOferta === highlight}
              canDuplicate={brand.flags.canDuplicarOfertas}
              busy={copy.isPending}
              onDuplicate={(opposite) => void duplicate(offer, opposite)}
              onClose={() => setClosing(offer)}
              onDelete={() => setDeleting(offer)}
            />
          ))}
        </ul>
      )}

      <CloseOfferDialog
        offer={closing}
        onClose={() => setClosing(null)}
        onClosed={() => {
          setClosing(null);
          showNotice({ status: Status.OfferClosed });
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t(discarding ? 'delete.draftTitle' : 'delete.title')}
        onConfirm={confirmDelete}
        onCancel={stopDeleting}
        busy={remove.isPending}
        confirmLabel={t(discarding ? 'delete.draftConfirm' : 'delete.confirm')}
        cancelLabel={t('delete.cancel')}
      >
        <p>{t(discarding ? 'delete.draftBody' : 'delete.body', { title: deleting?.titulo ?? '' })}</p>
        {remove.error ? <ApiErrorAlert error={remove.error} /> : null}
      </ConfirmDialog>
    </div>
  );
}
