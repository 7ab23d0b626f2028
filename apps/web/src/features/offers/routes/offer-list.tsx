import { useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { useNavigation, useSearchParams } from 'react-router';
import { OFFER_SORTS, type OfferFilters, type OfferSort } from '@portal/shared';
import { Loading } from '@/components/ui/loading';
import { Modal } from '@/components/ui/modal';
import { useCurrentRoute } from '@/lib/current-route';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useFilterOptions } from '../api/get-filter-options';
import { useMyDegree } from '../api/get-my-degree';
import { useOffers } from '../api/get-offers';
import { OfferCard } from '../components/offer-card';
import { OfferFiltersPanel, type FilterPatch } from '../components/offer-filters';
import { useFilterLabels } from '../hooks/use-filter-labels';
import { useMediaQuery } from '../hooks/use-media-query';
import { FILTER_KEYS, countActiveFilters, filtersToSearch, offerTypeOfRoute, readFilters, readSort, withoutOptionFilters, type FilterKey } from '../utils/filters';
import '../offers.css';

const FLAG_KEYS: readonly FilterKey[] = ['tfgTfm', 'internacional', 'caducanPronto', 'omitirInscritas', 'encajaConmigo', 'historial'];

/** Once per session and list type: the list opens filtered by the student's degree; clearing it is respected. */
const degreePresetKey = (tipo: string) => `offers-degree-preset:${tipo}`;
function degreePresetDone(tipo: string): boolean {
  try {
    return sessionStorage.getItem(degreePresetKey(tipo)) === '1';
  } catch {
    return true;
  }
}
function markDegreePreset(tipo: string): void {
  try {
    sessionStorage.setItem(degreePresetKey(tipo), '1');
  } catch {
    // Without storage the preset is simply not applied again.
  }
}

/**
 * /ofertas-empleo and /ofertas-practicas: the filtered list, newest (or highlighted) first as the server sorts
 * it, a page at a time with "load more". The filters are the query string. On wide screens the filter panel is a
 * sidebar; on a phone it is a drawer behind a "Filters" button, with the active filters as removable chips.
 */
export default function OfferListPage() {
  const { t } = useTranslation('offers');
  const language = useLanguage();
  const tipo = offerTypeOfRoute(useCurrentRoute()?.name);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readFilters(searchParams), [searchParams]);
  const sort = readSort(searchParams);
  const myDegree = useMyDegree(language);
  // Until the first visit knows whether it opens filtered by the student's degree, the list waits: an unfiltered
  // list replaced a moment later would jump under the student's finger.
  const presetUndecided = searchParams.size === 0 && !myDegree.isError && !degreePresetDone(tipo);
  const [, presetDecided] = useReducer((n: number) => n + 1, 0);
  const offers = useOffers(tipo, language, filters, sort, !presetUndecided);
  const options = useFilterOptions(tipo, language, withoutOptionFilters(filters));
  const navigation = useNavigation();
  const labelOf = useFilterLabels(tipo, language);
  const wide = useMediaQuery('(min-width: 60rem)');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const filtersTitleId = useId();
  const resultsTitleId = useId();
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);

  const loaded = offers.data?.pages.flatMap((page) => page.ofertas) ?? [];
  const total = offers.data?.pages[0]?.numTotal ?? 0;
  const active = countActiveFilters(filters);

  // After "load more", focus moves to the first new offer so keyboard and screen-reader users carry on reading.
  useEffect(() => {
    const index = focusFrom.current;
    if (index === null) return;
    const link = list.current?.children[index]?.querySelector<HTMLElement>('a');
    if (!link) return;
    focusFrom.current = null;
    link.focus();
  }, [loaded.length]);

  // The student's degree preselected on the first visit of the session to a list with no filters in its address.
  const degree = myDegree.data;
  useEffect(() => {
    // A student already on the way to an offer is not pulled back to the list by the preset.
    if (degree === undefined || degreePresetDone(tipo) || navigation.state !== 'idle') return;
    markDegreePreset(tipo);
    if (degree !== null && searchParams.size === 0) setSearchParams(filtersToSearch({ titulacion: degree }), { replace: true });
    else presetDecided(); // nothing to preset: the list, waiting for this decision, is asked for now
  }, [degree, tipo, searchParams, setSearchParams, navigation.state]);

  // Synchronous, so a ticked box shows its new state at once instead of after the navigation's transition.
  const replace = (next: OfferFilters, nextSort: OfferSort | undefined = sort) => setSearchParams(filtersToSearch(next, nextSort), { flushSync: true });
  const change = (patch: FilterPatch) => replace({ ...filters, ...patch } as OfferFilters);

  const panel = (mode: 'sidebar' | 'drawer') => (
    <OfferFiltersPanel
      tipo={tipo}
      filters={filters}
      options={options.data}
      onChange={change}
      onReplace={(next) => {
        replace(next);
        if (mode === 'drawer') setDrawerOpen(false);
      }}
      titleId={filtersTitleId}
      headerAction={
        mode === 'drawer' && (
          <button type="button" className="drawer__close" onClick={() => setDrawerOpen(false)}>
            <span aria-hidden="true">×</span> {t('filters.close')}
          </button>
        )
      }
      footer={
        mode === 'drawer' &&
        offers.data && (
          <button type="button" className="button button--primary button--block" onClick={() => setDrawerOpen(false)}>
            {t('filters.seeResults', { count: total })}
          </button>
        )
      }
    />
  );

  const chipText = (key: FilterKey) => {
    if (FLAG_KEYS.includes(key)) return t(`chip.${key}`);
    if (key === 'texto') return t('chip.texto', { text: filters.texto });
    return `${t(`chip.${key}`)}: ${labelOf(key, filters[key])}`;
  };

  return (
    <div className="offers-page">
      {wide && (
        <aside className="card offers-page__filters" aria-labelledby={filtersTitleId}>
          {panel('sidebar')}
        </aside>
      )}
      <section className="offers-page__results" aria-labelledby={resultsTitleId} aria-busy={offers.isFetching}>
        <div className="offer-results__bar">
          <h2 id={resultsTitleId} className="offer-results__title">
            {offers.data ? t('list.count', { count: total }) : t('list.title')}
          </h2>
          <SortSelect tipo={tipo} value={sort ?? 'fecha'} onChange={(next) => replace(filters, next)} />
          {!wide && (
            <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={() => setDrawerOpen(true)}>
              {active > 0 ? t('filters.openWithCount', { count: active }) : t('filters.open')}
            </button>
          )}
        </div>
        {active > 0 && (
          <ul className="filter-chips" aria-label={t('list.activeFilters')}>
            {FILTER_KEYS.filter((key) => filters[key] !== undefined).map((key) => (
              <li key={key}>
                <button type="button" className="filter-chip" onClick={() => change({ [key]: undefined })} aria-label={t('list.removeFilter', { filter: chipText(key) })}>
                  {chipText(key)} <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <p className="visually-hidden" role="status">
          {offers.data && !offers.isPlaceholderData ? t('list.count', { count: total }) : ''}
        </p>
        {!offers.data ? (
          offers.isError ? (
            <div className="card offer-empty">
              <p>{t('list.error')}</p>
              <button type="button" className="button button--secondary" onClick={() => void offers.refetch()}>
                {t('list.retry')}
              </button>
            </div>
          ) : (
            <Loading label={t('list.loading')} />
          )
        ) : loaded.length === 0 ? (
          <div className="card offer-empty">
            <p>{t(active > 0 ? 'list.emptyFiltered' : 'list.empty')}</p>
            {active > 0 && (
              <button type="button" className="button button--secondary" onClick={() => replace({})}>
                {t('list.showAll')}
              </button>
            )}
          </div>
        ) : (
          <>
            <ul ref={list} className={`offer-list${offers.isPlaceholderData ? ' offer-list--stale' : ''}`}>
              {loaded.map((offer) => (
                <li key={offer.urlAcceso}>
                  <OfferCard offer={offer} tipo={tipo} />
                </li>
              ))}
            </ul>
            <div className="offer-results__more">
              <p className="muted">{t('list.showing', { shown: loaded.length, total })}</p>
              {offers.hasNextPage && (
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={offers.isFetchingNextPage}
                  onClick={() => {
                    focusFrom.current = loaded.length;
                    void offers.fetchNextPage();
                  }}
                >
                  {offers.isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
                </button>
              )}
            </div>
          </>
        )}
      </section>
      {!wide && (
        <Modal open={drawerOpen} onClose={() => setDrawerOpen(false)} labelledBy={filtersTitleId} className="drawer offer-drawer">
          {panel('drawer')}
        </Modal>
      )}
    </div>
  );
}

function SortSelect({ tipo, value, onChange }: { tipo: string; value: OfferSort; onChange: (sort: OfferSort) => void }) {
  const { t } = useTranslation('offers');
  const id = useId();
  return (
    <div className="offer-sort">
      <label htmlFor={id} className="offer-sort__label">
        {t('sort.label')}
      </label>
      <select id={id} className="field__input offer-sort__select" value={value} onChange={(event) => onChange(event.target.value as OfferSort)}>
        {OFFER_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {sort === 'salario' && tipo === 'practicas' ? t('sort.grant') : t(`sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
