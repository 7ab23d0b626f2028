import { Link, useLocation } from 'react-router';
import './back-office.css';

export interface StateTab {
  value: string;
  label: string;
  count?: number | undefined;
  /** A queue that needs work: its count stands out. */
  alert?: boolean;
}

/**
 * The states of a back-office list as links with their counts: the chosen state is in the URL (?estado=), so a
 * link, a reload or the back button shows the same list. Other filters are dropped when the state changes.
 */
export function StateTabs({ label, tabs, current, param = 'estado' }: { label: string; tabs: StateTab[]; current: string; param?: string }) {
  const location = useLocation();
  return (
    <nav aria-label={label}>
      <ul className="bo-tabs">
        {tabs.map((tab) => (
          <li key={tab.value}>
            <Link to={`${location.pathname}?${new URLSearchParams({ [param]: tab.value }).toString()}`} aria-current={tab.value === current ? 'page' : undefined}>
              {tab.label}{' '}
              {tab.count !== undefined && <span className={tab.alert && tab.count > 0 ? 'bo-count bo-count--alert' : 'bo-count'}>{tab.count}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
