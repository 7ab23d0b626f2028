import { useTranslation } from '@/lib/i18n';
import { Link, useLocation, useSearchParams } from 'react-router';

/** Previous / next page links of a back-office list; the page is in the URL (?pagina=). */
export function Pagination({ total, page, pageSize }: { total: number; page: number; pageSize: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const to = (n: number) => {
    const next = new URLSearchParams(params);
    if (n === 1) next.delete('pagina');
    else next.set('pagina', String(n));
    return `${location.pathname}?${next.toString()}`;
  };
  return (
    <nav className="bo-pagination" aria-label={t('pagination.label')}>
      {page > 1 ? (
        <Link className="button button--secondary" to={to(page - 1)}>
          {t('pagination.previous')}
        </Link>
      ) : null}
      <span>{t('pagination.status', { page, pages, total })}</span>
      {page < pages ? (
        <Link className="button button--secondary" to={to(page + 1)}>
          {t('pagination.next')}
        </Link>
      ) : null}
    </nav>
  );
}
