import { useSearchParams } from 'react-router';
import { CLIENT_ERROR_KEEP_DAYS, catalogueEntry, messageFor, type ClientErrorEntry, type ClientErrorQuery } from '@portal/shared';
import { BackOfficeList, type ListColumn } from '@/components/ui/back-office-list';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useClientErrors } from '../api/get-client-errors';

/** The codes the web reports (the catalogue's `reported` ones, spec 2 §8.1). */
const REPORTED = [1, 12, 24, 500] as const;
const DAY_CHOICES = [1, 7, CLIENT_ERROR_KEEP_DAYS] as const;

/**
 * /gestion/errores-cliente: the failures people met in the portal (the reports of lib/report-client-error.ts), one
 * row per day and kind with how often, the latest first. Nothing here names anyone: pages and calls with their ids
 * blanked, codes, statuses and roles.
 */
export default function ClientErrorsPage() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const [params] = useSearchParams();
  const filters: ClientErrorQuery = {
    codigo: Number(params.get('codigo')) || undefined,
    dias: Number(params.get('dias')) || undefined,
    pagina: Number(params.get('pagina')) || undefined,
  };
  const list = useClientErrors(filters);
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });
  const items = list.data?.items ?? [];
  const codeName = (code: number) => `${code} · ${messageFor(code, language).title}`;

  const columns: ListColumn<ClientErrorEntry>[] = [
    { id: 'last', header: t('clientErrors.last'), cell: (row) => format.format(new Date(row.ultima)) },
    { id: 'code', header: t('clientErrors.code'), cell: (row) => codeName(row.codigo) },
    {
      id: 'where',
      header: t('clientErrors.where'),
      cell: (row) => (
        <>
          <code>{row.ruta}</code>
          {row.llamada && (
            <span className="bo-table__sub">
              <code>{row.llamada}</code>
              {row.estadoHttp !== null && ` · HTTP ${row.estadoHttp}`}
            </span>
          )}
        </>
      ),
    },
    { id: 'role', header: t('clientErrors.role'), cell: (row) => (row.rol ? t(`audit.roles.${row.rol}`) : t('clientErrors.noSession')) },
    { id: 'times', header: t('clientErrors.times'), cell: (row) => row.veces, sortValue: (row) => row.veces },
  ];

  return (
    <div className="page-content">
      <p className="muted">{t('clientErrors.intro', { days: CLIENT_ERROR_KEEP_DAYS })}</p>
      <BackOfficeList
        query={list}
        rows={items}
        rowKey={(row) => `${row.dia} ${row.codigo} ${row.ruta} ${row.llamada ?? ''} ${row.estadoHttp ?? ''} ${row.rol ?? ''}`}
        columns={columns}
        caption={t('clientErrors.caption')}
        loadingLabel={t('loading')}
        empty={t('clientErrors.empty')}
        filters={[
          {
            name: 'codigo',
            id: 'client-errors-code',
            label: t('clientErrors.code'),
            placeholder: t('clientErrors.anyCode'),
            options: REPORTED.filter((code) => catalogueEntry(code).reported).map((code) => ({ value: String(code), label: codeName(code) })),
          },
          {
            name: 'dias',
            id: 'client-errors-days',
            label: t('clientErrors.days'),
            placeholder: t('clientErrors.lastDays', { count: 7 }),
            options: DAY_CHOICES.map((days) => ({ value: String(days), label: t('clientErrors.lastDays', { count: days }) })),
          },
        ]}
        summary={items.length > 0 && list.data && <p className="muted">{t('clientErrors.count', { count: list.data.total })}</p>}
        paging={items.length > 0 ? list.data : undefined}
      />
    </div>
  );
}
