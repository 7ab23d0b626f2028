import { AGREEMENT_STATES } from '@portal/shared';
import { Link } from 'react-router';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { BarChart } from '@/components/ui/bar-chart';
import { Loading } from '@/components/ui/loading';
import { pathFor } from '@/config/routes';
import { downloadCsv, toCsv } from '@/lib/csv';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useDashboard, type Dashboard } from '../api/get-dashboard';
import '@/components/ui/back-office.css';

const SERIES = ['ofertasPublicadas', 'candidaturas', 'colocaciones', 'empresasAlta'] as const;

/** /gestion/panel: offers published, candidacies, placements and company requests per month, and the queues now. */
export default function DashboardPage() {
  const { t } = useTranslation('staff');
  const { t: ta } = useTranslation('staffAgreements');
  const language = useLanguage();
  const data = useDashboard();
  if (data.isError) return <ApiErrorAlert error={data.error} />;
  if (data.isPending) return <Loading label={t('loading')} />;
  const d: Dashboard = data.data;
  // "dic 25", "des 25", "Dec 25": Catalan's own short form ("des. del 25") is too long for twelve bars on a phone.
  const monthName = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
  const labels = d.meses.map((m) => `${monthName.format(new Date(`${m.mes}-01T00:00:00Z`)).replace(/\.$/, '')} ${m.mes.slice(2, 4)}`);
  const exportCsv = () =>
    downloadCsv(
      'panel.csv',
      toCsv(
        [t('dashboard.month'), ...SERIES.map((s) => t(`dashboard.series.${s}`))],
        d.meses.map((m) => [m.mes, ...SERIES.map((s) => m[s])]),
      ),
    );
  return (
    <div className="page-content bo-detail">
      <ul className="tiles">
        <li>
          <Link className="tile" to={pathFor('staff-companies', language)}>
            <span className="tile__value">{d.pendientes.empresas}</span>
            <span className="tile__label">{t('dashboard.pendingCompanies')}</span>
          </Link>
        </li>
        <li>
          <Link className="tile" to={pathFor('staff-offers', language)}>
            <span className="tile__value">{d.pendientes.ofertas}</span>
            <span className="tile__label">{t('dashboard.pendingOffers')}</span>
          </Link>
        </li>
        <li>
          <Link className="tile" to={`${pathFor('staff-offers', language)}?estado=publicada`}>
            <span className="tile__value">{d.ofertasPublicadasAhora}</span>
            <span className="tile__label">{t('dashboard.publishedNow')}</span>
          </Link>
        </li>
        <li>
          <button type="button" className="tile tile--button" onClick={exportCsv}>
            <span className="tile__icon" aria-hidden="true">↓</span>
            <span className="tile__label">{t('dashboard.export')}</span>
          </button>
        </li>
      </ul>
      <div className="bo-charts">
        {SERIES.map((series) => (
          <BarChart
            key={series}
            title={t(`dashboard.chart.${series}`)}
            labels={labels}
            values={d.meses.map((m) => m[series])}
            labelHeading={t('dashboard.month')}
            valueHeading={t(`dashboard.series.${series}`)}
            tableSummary={t('dashboard.showTable')}
          />
        ))}
        <BarChart
          title={ta('chart.title')}
          labels={AGREEMENT_STATES.map((s) => ta(`chart.short.${s}`))}
          values={AGREEMENT_STATES.map((s) => d.conveniosPorEstado[s] ?? 0)}
          labelHeading={ta('stateColumn')}
          valueHeading={ta('chart.count')}
          tableSummary={t('dashboard.showTable')}
        />
      </div>
    </div>
  );
}
