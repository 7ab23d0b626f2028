import { Link, useSearchParams } from 'react-router';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_ROLE_FILTERS, auditName, auditValue, staffExportCalls, type AuditEntity, type AuditEntry, type AuditQuery, type AuditRoleFilter } from '@portal/shared';
import { BackOfficeList, type ListColumn } from '@/components/ui/back-office-list';
import { pathFor, type RouteName } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useAuditLog } from '../api/get-audit-log';

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
  const [params] = useSearchParams();
  const entidad = AUDIT_ENTITIES.includes(params.get('entidad') as AuditEntity) ? (params.get('entidad') as AuditEntity) : undefined;
  const rol = AUDIT_ROLE_FILTERS.includes(params.get('rol') as AuditRoleFilter) ? (params.get('rol') as AuditRoleFilter) : undefined;
  const filters: AuditQuery = {
    entidad,
    idEntidad: Number(params.get('idEntidad')) || undefined,
    accion: params.get('accion') || undefined,
    rol,
    texto: params.get('texto') || undefined,
    desde: params.get('desde') || undefined,
    hasta: params.get('hasta') || undefined,
    pagina: Number(params.get('pagina')) || undefined,
  };
  const log = useAuditLog(filters);
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });
  // The log's words come from the shared table the CSV export also reads (packages/shared audit-names.ts).
  const label = (key: 'entity' | 'action' | 'role', raw: string) => auditName(key, raw, language);
  // A from/to that is one state or flag word is translated; composite values (field: value; ...) stay as written.
  const shown = (raw: string | null) => auditValue(raw, language) || '—';
  const items = log.data?.items ?? [];

  const columns: ListColumn<AuditEntry>[] = [
    { id: 'when', header: t('audit.when'), cell: (entry) => format.format(new Date(entry.fecha)) },
    { id: 'who', header: t('audit.who'), cell: (entry) => entry.usuario },
    // The actor's role when acting; a line without a person is the system's.
    { id: 'role', header: t('audit.role'), cell: (entry) => label('role', entry.rol ?? 'Sistema') },
    {
      id: 'what',
      header: t('audit.what'),
      cell: (entry) => (
        <>
          {label('action', entry.accion)}
          <RecordRef entity={entry.entidad} id={entry.idEntidad} name={label('entity', entry.entidad)} />
        </>
      ),
    },
    {
      id: 'change',
      header: t('audit.change'),
      cell: (entry) =>
        entry.desde || entry.hasta ? (
          <>
            <span>{shown(entry.desde)}</span> <span aria-label={t('audit.arrow')}>→</span> <span>{shown(entry.hasta)}</span>
          </>
        ) : (
          '—'
        ),
    },
    { id: 'detail', header: t('audit.detail'), cell: (entry) => entry.detalle ?? '—' },
  ];

  return (
    <div className="page-content">
      <BackOfficeList
        query={log}
        rows={items}
        rowKey={(entry) => entry.id}
        columns={columns}
        caption={t('audit.caption')}
        loadingLabel={t('loading')}
        empty={t('audit.empty')}
        filters={[
          {
            name: 'entidad',
            id: 'audit-entity',
            label: t('audit.entity'),
            placeholder: t('audit.anyEntity'),
            options: AUDIT_ENTITIES.map((e) => ({ value: e, label: label('entity', e) })),
          },
          {
            name: 'accion',
            id: 'audit-action',
            label: t('audit.action'),
            placeholder: t('audit.anyAction'),
            options: AUDIT_ACTIONS.map((a) => ({ value: a, label: label('action', a) })).sort((a, b) => a.label.localeCompare(b.label, language)),
          },
          {
            name: 'rol',
            id: 'audit-role',
            label: t('audit.role'),
            placeholder: t('audit.anyRole'),
            options: AUDIT_ROLE_FILTERS.map((r) => ({ value: r, label: t(`audit.roles.${r}`) })),
          },
          { name: 'idEntidad', id: 'audit-id', label: t('audit.entityId'), inputMode: 'numeric' },
          { name: 'texto', id: 'audit-text', label: t('audit.text') },
          { name: 'desde', id: 'audit-from', label: t('audit.from'), type: 'date' },
          { name: 'hasta', id: 'audit-to', label: t('audit.to'), type: 'date' },
        ]}
        csv={{ call: staffExportCalls.audit, query: { ...filters, pagina: undefined }, fileName: 'registro-de-cambios.csv' }}
        summary={items.length > 0 && log.data && <p className="muted">{t('audit.count', { count: log.data.total })}</p>}
        paging={items.length > 0 ? log.data : undefined}
      />
    </div>
  );
}
