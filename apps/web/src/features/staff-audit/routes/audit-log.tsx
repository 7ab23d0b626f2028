import { type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AUDIT_ENTITIES, staffExportCalls, type AuditEntity, type AuditQuery } from '@portal/shared';
import { BackOfficeTable } from '@/components/ui/back-office-table';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { Pagination } from '@/components/ui/pagination';
import { pathFor, type RouteName } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useAuditLog } from '../api/get-audit-log';
import '@/components/ui/back-office.css';

const FILTERS = ['entidad', 'idEntidad', 'accion', 'texto', 'desde', 'hasta'] as const;

/** The back-office page of each kind of record that has one: the line links to the record it speaks of. */
const RECORD_PAGES: Partial<Record<AuditEntity, RouteName>> = {
  company: 'staff-company',
  agreement: 'staff-agreement',
  offer: 'staff-offer',
  candidate: 'staff-candidate',
};

/** "Company #12" under the action: a link to the record's page where it has one. */
function RecordRef({ entity, id, name }: { entity: AuditEntity; id: number | null; name: string }) {
  const language = useLanguage();
  const page = id === null ? undefined : RECORD_PAGES[entity];
  const text = id === null ? name : `${name} #${id}`;
  return <span className="bo-table__sub">{page && id !== null ? <Link to={pathFor(page, language, { id })}>{text}</Link> : text}</span>;
}

/**
 * /gestion/auditoria: who changed which state or setting, when, from what to what. Every filter is in the URL, so
 * a company's or an offer's history is a link (?entidad=company&idEntidad=12).
 */
export default function AuditLogPage() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const entidad = AUDIT_ENTITIES.includes(params.get('entidad') as AuditEntity) ? (params.get('entidad') as AuditEntity) : undefined;
  const filters: AuditQuery = {
    entidad,
    idEntidad: Number(params.get('idEntidad')) || undefined,
    accion: params.get('accion') || undefined,
    texto: params.get('texto') || undefined,
    desde: params.get('desde') || undefined,
    hasta: params.get('hasta') || undefined,
    pagina: Number(params.get('pagina')) || undefined,
  };
  const log = useAuditLog(filters);
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of FILTERS) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    setParams(next);
  };
  const value = (key: (typeof FILTERS)[number]) => params.get(key) ?? '';
  const label = (key: 'entity' | 'action', raw: string) => t(`audit.${key}Name.${raw}`, { defaultValue: raw });
  // A from/to that is one state or flag word is translated; composite values (field: value; ...) stay as written.
  const shown = (raw: string | null) => (raw && /^[A-Za-z]+$/.test(raw) ? t(`audit.valueName.${raw}`, { defaultValue: raw }) : raw || '—');

  return (
    <div className="page-content">
      <form className="bo-filters" role="search" onSubmit={apply} key={params.toString()}>
        <div className="field">
          <label className="field__label" htmlFor="audit-entity">
            {t('audit.entity')}
          </label>
          <select id="audit-entity" name="entidad" className="field__input" defaultValue={entidad ?? ''}>
            <option value="">{t('audit.anyEntity')}</option>
            {AUDIT_ENTITIES.map((e) => (
              <option key={e} value={e}>
                {label('entity', e)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="audit-id">
            {t('audit.entityId')}
          </label>
          <input id="audit-id" name="idEntidad" inputMode="numeric" className="field__input" defaultValue={value('idEntidad')} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="audit-text">
            {t('audit.text')}
          </label>
          <input id="audit-text" name="texto" className="field__input" defaultValue={value('texto')} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="audit-from">
            {t('audit.from')}
          </label>
          <input id="audit-from" name="desde" type="date" className="field__input" defaultValue={value('desde')} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="audit-to">
            {t('audit.to')}
          </label>
          <input id="audit-to" name="hasta" type="date" className="field__input" defaultValue={value('hasta')} />
        </div>
        <input type="hidden" name="accion" value={value('accion')} />
        <button type="submit" className="button button--secondary">
          {t('filters.apply')}
        </button>
        {params.toString() !== '' && (
          <button type="button" className="button button--secondary" onClick={() => setParams(new URLSearchParams())}>
            {t('filters.clear')}
          </button>
        )}
        <ExportCsvButton call={staffExportCalls.audit} query={{ ...filters, pagina: undefined }} fileName="registro-de-cambios.csv" />
      </form>
      {log.data && log.data.items.length > 0 && <p className="muted">{t('audit.count', { count: log.data.total })}</p>}
      <BackOfficeTable query={log} isEmpty={log.data?.items.length === 0} empty={t('audit.empty')} loadingLabel={t('loading')} caption={t('audit.caption')}>
        <thead>
          <tr>
            <th scope="col">{t('audit.when')}</th>
            <th scope="col">{t('audit.who')}</th>
            <th scope="col">{t('audit.what')}</th>
            <th scope="col">{t('audit.change')}</th>
            <th scope="col">{t('audit.detail')}</th>
          </tr>
        </thead>
        <tbody>
          {log.data?.items.map((entry) => (
            <tr key={entry.id}>
              <td data-label={t('audit.when')}>{format.format(new Date(entry.fecha))}</td>
              <td data-label={t('audit.who')}>{entry.usuario}</td>
              <td data-label={t('audit.what')}>
                {label('action', entry.accion)}
                <RecordRef entity={entry.entidad} id={entry.idEntidad} name={label('entity', entry.entidad)} />
              </td>
              <td data-label={t('audit.change')}>
                {entry.desde || entry.hasta ? (
                  <>
                    <span>{shown(entry.desde)}</span> <span aria-label={t('audit.arrow')}>→</span> <span>{shown(entry.hasta)}</span>
                  </>
                ) : (
                  '—'
                )}
              </td>
              <td data-label={t('audit.detail')}>{entry.detalle ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </BackOfficeTable>
      {log.data && log.data.items.length > 0 && <Pagination total={log.data.total} page={log.data.pagina} pageSize={log.data.porPagina} />}
    </div>
  );
}
