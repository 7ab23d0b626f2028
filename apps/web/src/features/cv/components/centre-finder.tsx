import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useEducationCentres } from '../api/get-education-centres';
import { useProvinceIslands } from '../api/get-province-islands';
import { SelectField } from '@/components/ui/form-fields';
import { toOptions } from './use-reference';
import { useDomainList } from '@/lib/reference-data';
import './centre-finder.css';

/**
 * Helps fill the centre field with the exact name the institution uses: pick a province (and, in a province of
 * islands, the island) and choose one of the institution's centres there. Typing any other centre stays possible.
 */
export function CentreFinder({ onChoose }: { onChoose: (name: string) => void }) {
  const { t } = useTranslation('cv');
  const provinces = useDomainList('provincias');
  const [provinceId, setProvinceId] = useState<number | null>(null);
  const [islandId, setIslandId] = useState<number | null>(null);
  const islands = useProvinceIslands(provinceId);
  const centres = useEducationCentres(provinceId);
  const listId = useId();
  const withIslands = islands.data?.conIslas === true;
  const shown = (centres.data ?? []).filter((centre) => !withIslands || islandId === null || centre.idIsla === islandId);

  return (
    <details className="cv-finder">
      <summary>{t('studies.finder.open')}</summary>
      <div className="cv-finder__body">
        <div className="cv-grid">
          <SelectField
            label={t('studies.finder.province')}
            options={toOptions(provinces)}
            placeholder={t('common.choose')}
            value={provinceId === null ? '' : String(provinceId)}
            onChange={(event) => {
              setProvinceId(event.target.value === '' ? null : Number(event.target.value));
              setIslandId(null);
            }}
          />
          {withIslands && (
            <SelectField
              label={t('studies.finder.island')}
              options={toOptions(islands.data?.islas)}
              placeholder={t('studies.finder.allIslands')}
              value={islandId === null ? '' : String(islandId)}
              onChange={(event) => setIslandId(event.target.value === '' ? null : Number(event.target.value))}
            />
          )}
        </div>
        {provinceId !== null && (
          <div aria-live="polite" id={listId}>
            {centres.isPending ? (
              <p className="muted">{t('common.loading')}</p>
            ) : shown.length === 0 ? (
              <p className="muted">{t('studies.finder.none')}</p>
            ) : (
              <ul className="cv-finder__list">
                {shown.map((centre) => (
                  <li key={centre.id}>
                    <button type="button" className="cv-option" onClick={() => onChoose(centre.nombre)}>
                      {t('studies.finder.use', { nombre: centre.nombre })}
                      {centre.localidad && <span className="muted"> · {centre.localidad}</span>}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </details>
  );
}
