import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { OfferTypeName } from '@portal/shared';
import { Loading } from '@/components/ui/loading';
import { pathFor } from '@/config/routes';
import { useBrand } from '@/lib/brand';
import { useLanguage } from '@/lib/i18n';
import { useCandidacies } from '../api/get-candidacies';
import { CandidacyCard } from '../components/candidacy-card';
import '../candidacies.css';

const TABS: readonly OfferTypeName[] = ['empleo', 'practicas'];

/**
 * /mis-candidaturas: my job and internship candidacies in two tabs (WAI-ARIA tabs: arrow keys move between them).
 * The tab is in the query string (?tipo=practicas), so a link or the back button lands on the same one.
 */
export default function MyCandidaciesPage() {
  const { t } = useTranslation('candidacies');
  const language = useLanguage();
  const brand = useBrand();
  const baseId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const jobs = useCandidacies('empleo', language);
  const internships = useCandidacies('practicas', language);
  const lists = { empleo: jobs, practicas: internships };
  // A cycles-only brand has no internship offers, but a candidacy from before still deserves its tab.
  const tabs = TABS.filter((tab) => tab === 'empleo' || !brand.flags.cyclesOnly || (internships.data?.length ?? 0) > 0);
  const requested = searchParams.get('tipo') === 'practicas' ? 'practicas' : 'empleo';
  const active: OfferTypeName = tabs.includes(requested) ? requested : 'empleo';
  const tabRefs = useRef<Partial<Record<OfferTypeName, HTMLButtonElement | null>>>({});

  const select = (tab: OfferTypeName) => setSearchParams(tab === 'empleo' ? {} : { tipo: tab }, { replace: true });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = tabs.indexOf(active);
    const next = tabs[(index + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length] ?? 'empleo';
    select(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="candidacies-page">
      {tabs.length > 1 && (
        <div role="tablist" aria-label={t('list.tabs')} className="tabs" onKeyDown={onKeyDown}>
          {tabs.map((tab) => {
            const count = lists[tab].data?.length;
            const pending = lists[tab].data?.filter((candidacy) => candidacy.preinscripcion).length ?? 0;
            return (
              <button
                key={tab}
                ref={(node) => {
                  tabRefs.current[tab] = node;
                }}
                type="button"
                role="tab"
                id={`${baseId}-${tab}-tab`}
                aria-selected={active === tab}
                aria-controls={`${baseId}-${tab}-panel`}
                tabIndex={active === tab ? 0 : -1}
                className="tabs__tab"
                onClick={() => select(tab)}
              >
                {count === undefined ? t(`list.tab.${tab}`) : `${t(`list.tab.${tab}`)} (${count})`}
                {pending > 0 && <span className="tabs__pending">{t('list.pending', { count: pending })}</span>}
              </button>
            );
          })}
        </div>
      )}
      {tabs.map((tab) => {
        const list = lists[tab];
        return (
          <div
            key={tab}
            role={tabs.length > 1 ? 'tabpanel' : undefined}
            id={`${baseId}-${tab}-panel`}
            aria-labelledby={tabs.length > 1 ? `${baseId}-${tab}-tab` : undefined}
            hidden={active !== tab}
          >
            {list.isError ? (
              <p className="card">{t('list.error')}</p>
            ) : list.isPending ? (
              <Loading label={t('list.loading')} />
            ) : list.data.length > 0 ? (
              <ul className="candidacy-list">
                {list.data.map((candidacy) => (
                  <li key={candidacy.urlAcceso}>
                    <CandidacyCard candidacy={candidacy} />
                  </li>
                ))}
              </ul>
            ) : (
              <div className="card candidacy-empty">
                <p>{t(tab === 'empleo' ? 'list.emptyJobs' : 'list.emptyInternships')}</p>
                <Link to={pathFor(tab === 'empleo' ? 'job-offers' : 'internship-offers', language)}>
                  {t(tab === 'empleo' ? 'list.seeJobOffers' : 'list.seeInternshipOffers')}
                </Link>
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
