import { Link, useSearchParams } from 'react-router';
import type { OfferTypeName } from '@portal/shared';
import { Loading } from '@/components/ui/loading';
import { Tabs } from '@/components/ui/tabs';
import { pathFor } from '@/config/routes';
import { useBrand } from '@/lib/brand';
import { useLanguage, useTranslation } from '@/lib/i18n';
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
  const [searchParams, setSearchParams] = useSearchParams();
  const jobs = useCandidacies('empleo', language);
  const internships = useCandidacies('practicas', language);
  const lists = { empleo: jobs, practicas: internships };
  // A cycles-only brand has no internship offers, but a candidacy from before still deserves its tab.
  const tabs = TABS.filter((tab) => tab === 'empleo' || !brand.flags.cyclesOnly || (internships.data?.length ?? 0) > 0);
  const pendingIn = (tab: OfferTypeName) => lists[tab].data?.some((candidacy) => candidacy.preinscripcion) ?? false;
  // Without a chosen tab, the page opens where something waits for an answer.
  const tipo = searchParams.get('tipo');
  const requested: OfferTypeName = tipo === 'practicas' || (tipo === null && pendingIn('practicas') && !pendingIn('empleo')) ? 'practicas' : 'empleo';
  const active: OfferTypeName = tabs.includes(requested) ? requested : 'empleo';

  const select = (tab: OfferTypeName) => setSearchParams({ tipo: tab }, { replace: true });

  return (
    <div className="candidacies-page">
      <Tabs
        label={t('list.tabs')}
        hideSingleTab
        tabs={tabs.map((tab) => {
          const count = lists[tab].data?.length;
          const pending = lists[tab].data?.filter((candidacy) => candidacy.preinscripcion).length ?? 0;
          return {
            id: tab,
            label: (
              <>
                {count === undefined ? t(`list.tab.${tab}`) : `${t(`list.tab.${tab}`)} (${count})`}
                {pending > 0 && <span className="tabs__pending">{t('list.pending', { count: pending })}</span>}
              </>
            ),
          };
        })}
        active={active}
        onSelect={select}
        renderPanel={(tab) => {
          const list = lists[tab];
          return list.isError ? (
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
          );
        }}
      />
    </div>
  );
}
