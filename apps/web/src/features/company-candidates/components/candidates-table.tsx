import { Link } from 'react-router';
import type { CompanyCandidacyItem } from '@portal/shared';
import { RowCheckbox } from '@/components/ui/row-checkbox';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { formatDay } from '../utils/dates';

interface CandidatesTableProps {
  title: string;
  items: readonly CompanyCandidacyItem[];
  /** The list's filters and order (`?…`), carried to the candidate page for its previous and next. */
  search: string;
  picked: readonly number[];
  onPick: (ids: number[]) => void;
}

/**
 * One page of an offer's candidacies (25 rows at most: the server pages, so a 500-candidate offer draws no more).
 * A table on wide screens, cards on a phone (the back office's table styles); unread rows stand out. Rows can be
 * picked for a move at once.
 */
export function CandidatesTable({ title, items, search, picked, onPick }: CandidatesTableProps) {
  const { t } = useTranslation('companyCandidates');
  const language = useLanguage();
  return (
    <div className="bo-table-wrap">
      <table className="bo-table cc-table">
        <caption className="visually-hidden">{t('process.caption', { title })}</caption>
        <thead>
          <tr>
            <th scope="col">
              <RowCheckbox
                label={t('bulk.selectAll')}
                checked={items.length > 0 && items.every((c) => picked.includes(c.idCandidatura))}
                onChange={() => onPick(items.every((c) => picked.includes(c.idCandidatura)) ? [] : items.map((c) => c.idCandidatura))}
              />
            </th>
            <th scope="col">{t('process.candidate')}</th>
            <th scope="col">{t('process.applied')}</th>
            <th scope="col">{t('process.state')}</th>
            <th scope="col">{t('process.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((c) => (
            <tr key={c.idCandidatura} className={c.leida ? undefined : 'cc-row--unread'}>
              <td>
                <RowCheckbox
                  label={t('bulk.select', { name: c.nombre })}
                  checked={picked.includes(c.idCandidatura)}
                  onChange={() => onPick(picked.includes(c.idCandidatura) ? picked.filter((id) => id !== c.idCandidatura) : [...picked, c.idCandidatura])}
                />
              </td>
              <td data-label={t('process.candidate')}>
                <span className="cc-name">{c.nombre}</span>
                {!c.leida && <span className="cc-unread">{t('process.unread')}</span>}
                <span className="bo-table__sub">{c.email}</span>
                {c.externa && <span className="bo-table__sub">{t('process.external')}</span>}
              </td>
              <td data-label={t('process.applied')}>
                {formatDay(c.fecha, language)}
                {c.fechaActualizacion !== c.fecha && <span className="bo-table__sub">{t('process.updated', { date: formatDay(c.fechaActualizacion, language) })}</span>}
              </td>
              <td data-label={t('process.state')}>
                <span className={`bo-badge cc-state cc-state--${c.idEstado}`}>{c.estado}</span>
                {c.motivo && <span className="bo-table__sub">{c.motivo}</span>}
              </td>
              <td data-label={t('process.actions')}>
                <Link className="button button--secondary cc-open" to={`${pathFor('cv-view', language, { id: c.idCandidatura })}${search}`} aria-label={t('process.openCvOf', { name: c.nombre })}>
                  {t('process.openCv')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
