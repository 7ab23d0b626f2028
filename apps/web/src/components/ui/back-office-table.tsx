import type { ReactNode } from 'react';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { Loading } from '@/components/ui/loading';

interface ListQuery {
  isError: boolean;
  isPending: boolean;
  error: unknown;
  /** The rows are the previous filter's or tab's, kept while the new ones load (`placeholderData: keepPreviousData`). */
  isPlaceholderData?: boolean;
}

/**
 * The table of a back-office list with the states every such list goes through: the call's error, loading, an
 * empty list (what "nothing here" means for this list), then the table, scrollable on phones, with a caption for
 * screen readers. The page gives the head and body rows (built before the data arrives: map over `data ?? []`).
 * A list of its own page says "nothing here" in a card; one inside a card already (a section of a page) passes
 * `framed={false}` and says it as a plain line. While the rows shown are still the previous tab's or filter's, the
 * table is dimmed and `aria-busy`, so nobody (a screen reader, a test) acts on a row about to be replaced.
 */
export function BackOfficeTable({
  query,
  isEmpty,
  empty,
  emptyAction,
  loadingLabel,
  caption,
  framed = true,
  children,
}: {
  query: ListQuery;
  isEmpty: boolean;
  empty: string;
  /** The way out of an empty list (clear the filters). */
  emptyAction?: ReactNode;
  loadingLabel: string;
  caption: string;
  framed?: boolean;
  children: ReactNode;
}) {
  if (query.isError) return <ApiErrorAlert error={query.error} />;
  if (query.isPending) return <Loading label={loadingLabel} />;
  if (isEmpty && emptyAction) {
    return (
      <div className={framed ? 'card bo-empty' : 'bo-empty'}>
        <p>{empty}</p>
        {emptyAction}
      </div>
    );
  }
  if (isEmpty) return framed ? <div className="card bo-empty">{empty}</div> : <p className="bo-empty">{empty}</p>;
  return (
    <div className={query.isPlaceholderData ? 'bo-table-wrap bo-table-wrap--stale' : 'bo-table-wrap'} aria-busy={query.isPlaceholderData === true}>
      <table className="bo-table">
        <caption className="visually-hidden">{caption}</caption>
        {children}
      </table>
    </div>
  );
}
