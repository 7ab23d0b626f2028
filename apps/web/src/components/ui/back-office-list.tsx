import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { CallDefinition } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { BackOfficeTable } from './back-office-table';
import { ConfirmDialog } from './confirm-dialog';
import { ExportCsvButton } from './export-csv-button';
import { InputField, SelectField, type SelectOption } from './form-fields';
import { Pagination } from './pagination';
import { StateTabs, type StateTab } from './state-tabs';
import './back-office.css';

/** The URL parameter of the column the rows are ordered by: `orden=fecha` ascending, `orden=-fecha` descending. */
export const SORT_PARAM = 'orden';
const PAGE_PARAM = 'pagina';

export interface ListColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable by this value; the rows on screen are ordered, so give it to lists that arrive whole. */
  sortValue?: (row: Row) => string | number;
}

/** A filter of the bar: a form-kit field whose name is its URL parameter. */
export type ListFilter = { name: string; label: string; id?: string } & (
  | { type?: 'text' | 'date'; inputMode?: 'numeric' }
  | { options: readonly SelectOption[]; placeholder: string }
);

export interface BulkAction<Id> {
  label: string;
  busy?: boolean;
  /** Runs on the selected ids; the selection empties once the returned promise resolves. */
  run: (ids: Id[]) => Promise<unknown>;
  /**
   * An action whose effect others see at once (publishing offers) asks first: the question for the ids picked,
   * answered in a dialog before `run`.
   */
  confirm?: (ids: Id[]) => { title: string; body: ReactNode; confirmLabel: string };
}

export interface ListSelection<Row, Id> {
  selectAllLabel: string;
  rowLabel: (row: Row) => string;
  countLabel: (count: number) => string;
  actions: readonly BulkAction<Id>[];
}

interface BackOfficeListProps<Row, Id extends string | number> {
  /** The state of the list's call: its error and loading come before the table. */
  query: { isError: boolean; isPending: boolean; error: unknown; isPlaceholderData?: boolean };
  rows: readonly Row[];
  rowKey: (row: Row) => Id;
  columns: readonly ListColumn<Row>[];
  caption: string;
  loadingLabel: string;
  /** What "nothing here" means for this list; with filters on, a button to clear them follows. */
  empty: string;
  /** The states as tabs with their counts (?estado=, or `param`). */
  tabs?: { label: string; current: string; items: StateTab[]; param?: string };
  filters?: readonly ListFilter[];
  /** Filters of the URL that have no field (a company's offers: ?idEmpresa=): kept when the bar is applied. */
  keep?: readonly string[];
  /** The export of every row of the filters on screen. */
  csv?: { call: CallDefinition; query: object; fileName: string };
  /** A line under the filters ("25 candidates"). */
  summary?: ReactNode;
  /** The outcome of the last action, announced; give it (even empty) to have the live region on the page. */
  status?: string;
  error?: unknown;
  /** Row checkboxes and the actions on the rows picked; leave out where the list has no bulk action. */
  selection?: ListSelection<Row, Id> | undefined;
  /** Previous / next links; the page is in the URL (?pagina=). */
  paging?: { total: number; pagina: number; porPagina: number } | undefined;
  /** Dialogs the rows open. */
  children?: ReactNode;
}

/**
 * Every list of the back office: state tabs with counts, a filter bar whose values live in the URL, the CSV
 * export of what the filters select, row selection with bulk actions, sortable columns, the table with its
 * error, loading and empty states (the empty one offers to clear the filters), and the pages.
 */
export function BackOfficeList<Row, Id extends string | number>(props: BackOfficeListProps<Row, Id>) {
  const { query, rows, rowKey, columns, caption, loadingLabel, empty, tabs, filters = [], keep = [], csv, summary, status, error, selection, paging, children } = props;
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const [picked, setPicked] = useState<Id[]>([]);
  const [asking, setAsking] = useState<BulkAction<Id> | null>(null);
  const tabParam = tabs?.param ?? 'estado';
  const filtered = [...filters.map((filter) => filter.name), ...keep].some((name) => params.get(name));

  const fresh = () => new URLSearchParams(tabs ? { [tabParam]: tabs.current } : {});
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = fresh();
    for (const { name } of filters) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    // A list sorted on the server names `orden` as one of its filters: the form's value wins over the URL's.
    for (const name of [...keep, SORT_PARAM].filter((kept) => !filters.some((filter) => filter.name === kept))) {
      const value = params.get(name);
      if (value) next.set(name, value);
    }
    setParams(next);
  };
  const clear = () => setParams(fresh());

  const sorted = sortRows(rows, columns, params.get(SORT_PARAM), language);
  const sortBy = (column: ListColumn<Row>) => {
    const next = new URLSearchParams(params);
    next.set(SORT_PARAM, sorted.by === column && !sorted.descending ? `-${column.id}` : column.id);
    next.delete(PAGE_PARAM);
    setParams(next);
  };

  const ids = rows.map(rowKey);
  const selected = picked.filter((id) => ids.includes(id));
  const allSelected = ids.length > 0 && selected.length === ids.length;
  const toggle = (id: Id) => setPicked(selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id]);
  const runBulk = (action: BulkAction<Id>) =>
    action.run(selected).then(
      () => setPicked([]),
      // The page shows the refusal (its mutation's error); the selection stays for another try.
      () => undefined,
    );
  const startBulk = (action: BulkAction<Id>) => {
    if (action.confirm) setAsking(action);
    else void runBulk(action);
  };
  const question = asking?.confirm?.(selected);

  const clearButton = (
    <button type="button" className="button button--secondary" onClick={clear}>
      {t('list.clearFilters')}
    </button>
  );

  return (
    <>
      {tabs && <StateTabs label={tabs.label} param={tabParam} current={tabs.current} tabs={tabs.items} />}
      {(filters.length > 0 || csv) && (
        <form className="bo-filters" role="search" onSubmit={apply} key={params.toString()}>
          {filters.map((filter) => {
            const common = { id: filter.id, name: filter.name, label: filter.label, defaultValue: params.get(filter.name) ?? '' };
            return 'options' in filter ? (
              <SelectField key={filter.name} {...common} options={filter.options} placeholder={filter.placeholder} />
            ) : (
              <InputField key={filter.name} {...common} type={filter.type} inputMode={filter.inputMode} />
            );
          })}
          {filters.length > 0 && (
            <button type="submit" className="button button--secondary">
              {t('list.apply')}
            </button>
          )}
          {filtered && clearButton}
          {csv && <ExportCsvButton call={csv.call} query={csv.query} fileName={csv.fileName} empty={!query.isPending && !query.isError && (paging ? paging.total === 0 : rows.length === 0)} />}
        </form>
      )}
      {summary}
      {status !== undefined && (
        <p role="status" className="bo-status">
          {status}
        </p>
      )}
      {error ? <ApiErrorAlert error={error} /> : null}
      {selection && rows.length > 0 && (
        <div className="bo-toolbar">
          <span>{selection.countLabel(selected.length)}</span>
          {selection.actions.map((action) => (
            <button
              key={action.label}
              type="button"
              className="button button--primary"
              disabled={selected.length === 0 || action.busy}
              onClick={() => startBulk(action)}
            >
              {action.label}
            </button>
          ))}
        </div>
      )}
      <BackOfficeTable query={query} isEmpty={rows.length === 0} empty={empty} emptyAction={filtered ? clearButton : undefined} loadingLabel={loadingLabel} caption={caption}>
        <thead>
          <tr>
            {selection && (
              <th scope="col">
                {/* The row checkboxes are the table's own controls, named by aria-label: the form kit's fields carry a visible label. */}
                <input type="checkbox" aria-label={selection.selectAllLabel} checked={allSelected} onChange={() => setPicked(allSelected ? [] : ids)} />
              </th>
            )}
            {columns.map((column) => (
              <th key={column.id} scope="col" aria-sort={column.sortValue ? (sorted.by === column ? (sorted.descending ? 'descending' : 'ascending') : 'none') : undefined}>
                {column.sortValue ? (
                  <button type="button" className="bo-sort" onClick={() => sortBy(column)}>
                    {column.header}
                    <span aria-hidden="true" className="bo-sort__arrow">
                      {sorted.by === column ? (sorted.descending ? '▼' : '▲') : '↕'}
                    </span>
                  </button>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.rows.map((row) => {
            const id = rowKey(row);
            return (
              <tr key={id}>
                {selection && (
                  <td>
                    <input type="checkbox" aria-label={selection.rowLabel(row)} checked={selected.includes(id)} onChange={() => toggle(id)} />
                  </td>
                )}
                {columns.map((column) => (
                  <td key={column.id} data-label={column.header}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </BackOfficeTable>
      {paging && <Pagination total={paging.total} page={paging.pagina} pageSize={paging.porPagina} />}
      {children}
      <ConfirmDialog
        open={asking !== null && question !== undefined}
        title={question?.title ?? ''}
        confirmLabel={question?.confirmLabel ?? ''}
        cancelLabel={t('dialog.cancel')}
        busy={asking?.busy ?? false}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          const action = asking;
          setAsking(null);
          if (action) void runBulk(action);
        }}
      >
        {question?.body}
      </ConfirmDialog>
    </>
  );
}

/** The rows in the order the URL asks for (`orden`), when it names a sortable column; as they came otherwise. */
function sortRows<Row>(rows: readonly Row[], columns: readonly ListColumn<Row>[], order: string | null, language: string) {
  const descending = order?.startsWith('-') ?? false;
  const id = descending ? order?.slice(1) : order;
  const by = columns.find((column) => column.id === id && column.sortValue);
  const value = by?.sortValue;
  if (!by || !value) return { rows, by: undefined, descending: false };
  const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
  const compare = (a: Row, b: Row) => {
    const left = value(a);
    const right = value(b);
    return typeof left === 'number' && typeof right === 'number' ? left - right : collator.compare(String(left), String(right));
  };
  return { rows: [...rows].sort((a, b) => (descending ? compare(b, a) : compare(a, b))), by, descending };
}
