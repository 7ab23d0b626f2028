import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { SAVED_SEARCHES_MAX, Status, TEXT_MAX, saveSearchBody, type OfferFilters, type OfferTypeName } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { InputField } from '@/components/ui/form-fields';
import { isApiError } from '@/lib/api-client';
import { useValidationText } from '@/lib/form-errors';
import { useDeleteSearch } from '../api/delete-search';
import { useSavedSearches } from '../api/get-saved-searches';
import { useSaveSearch } from '../api/save-search';
import { useEditSearchAlert, useSearchAlerts } from '../api/search-alerts';
import { countActiveFilters, filtersToSearch, readFilters } from '../utils/filters';
import { useContractForm } from '@/lib/use-contract-form';


/** Saved searches of this offer type: apply one, delete one, or keep the current filters under a name. */
export function SavedSearches({ tipo, filters, onApply }: { tipo: OfferTypeName; filters: OfferFilters; onApply: (filters: OfferFilters) => void }) {
  const { t } = useTranslation('offers');
  const titleId = useId();
  const searches = useSavedSearches();
  const remove = useDeleteSearch();
  const alerts = useSearchAlerts();
  const editAlert = useEditSearchAlert();
  const watched = new Set(alerts.data?.ids ?? []);
  const [formOpen, setFormOpen] = useState(false);
  const [done, setDone] = useState<'saved' | 'deleted' | 'alertOn' | 'alertOff' | null>(null);
  const mine = (searches.data ?? []).filter((search) => search.tipo === tipo);
  const current = filtersToSearch(filters).toString();
  const canSave = countActiveFilters(filters) > 0;

  return (
    <section className="saved-searches" aria-labelledby={titleId}>
      <h3 id={titleId} className="saved-searches__title">
        {t('saved.title')}
      </h3>
      {mine.length === 0 ? (
        <p className="muted">{t('saved.none')}</p>
      ) : (
        <ul className="saved-searches__list">
          {mine.map((search) => {
            const applied = readFilters(search.filtros);
            const isCurrent = filtersToSearch(applied).toString() === current;
            return (
              <li key={search.id} className="saved-searches__item">
                <button
                  type="button"
                  className="saved-searches__apply"
                  aria-current={isCurrent ? 'true' : undefined}
                  onClick={() => {
                    setDone(null);
                    onApply(applied);
                  }}
                >
                  {search.nombre}
                </button>
                {applied.historial ? null : (
                  <button
                    type="button"
                    className="saved-searches__alert"
                    aria-pressed={watched.has(search.id)}
                    aria-label={t(watched.has(search.id) ? 'saved.alertOff' : 'saved.alertOn', { name: search.nombre })}
                    title={t(watched.has(search.id) ? 'saved.alertOff' : 'saved.alertOn', { name: search.nombre })}
                    disabled={editAlert.isPending || alerts.isPending}
                    onClick={() => {
                      const alerta = !watched.has(search.id);
                      editAlert.mutate({ id: search.id, alerta }, { onSuccess: () => setDone(alerta ? 'alertOn' : 'alertOff') });
                    }}
                  >
                    <BellIcon on={watched.has(search.id)} />
                  </button>
                )}
                <button
                  type="button"
                  className="saved-searches__delete"
                  aria-label={t('saved.delete', { name: search.nombre })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(search.id, { onSuccess: () => setDone('deleted') })}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {mine.some((search) => !readFilters(search.filtros).historial) && <p className="muted">{t('saved.alertHint')}</p>}
      <ApiErrorAlert error={remove.error ?? editAlert.error} />
      <div role="status" className="saved-searches__status">
        {done === 'saved' && t('saved.saved')}
        {done === 'deleted' && t('saved.deleted')}
        {done === 'alertOn' && t('saved.alertIsOn')}
        {done === 'alertOff' && t('saved.alertIsOff')}
      </div>
      {formOpen ? (
        <SaveSearchForm
          key={JSON.stringify(filters)}
          tipo={tipo}
          filters={filters}
          onDone={(saved) => {
            setFormOpen(false);
            if (saved) setDone('saved');
          }}
        />
      ) : canSave ? (
        <button
          type="button"
          className="button button--secondary button--block"
          onClick={() => {
            setDone(null);
            setFormOpen(true);
          }}
        >
          {t('saved.saveCurrent')}
        </button>
      ) : (
        <p className="muted">{t('saved.hint')}</p>
      )}
    </section>
  );
}

/** A bell, filled when the search is watched: the state is also in aria-pressed and in the button's name. */
function BellIcon({ on }: { on: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill={on ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16Z" />
      <path d="M10 20a2 2 0 0 0 4 0" fill="none" />
    </svg>
  );
}

function SaveSearchForm({ tipo, filters, onDone }: { tipo: OfferTypeName; filters: OfferFilters; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation('offers');
  const errorText = useValidationText();
  const save = useSaveSearch();
  const {
    register,
    handleSubmit,
    markServerErrors,
    formState: { errors },
  } = useContractForm(saveSearchBody, {
    defaultValues: { nombre: '', tipo, filtros: filters },
  });
  const limitReached = isApiError(save.error) && save.error.status === Status.ActionNotAllowed;

  const submit = handleSubmit((values) =>
    save.mutate(
      { nombre: values.nombre, tipo, filtros: values.filtros },
      { onSuccess: () => onDone(true), onError: (failure) => markServerErrors(failure) },
    ),
  );
  return (
    <form className="form saved-searches__form" noValidate onSubmit={(event) => void submit(event)}>
      <InputField label={t('saved.name')} maxLength={TEXT_MAX} autoComplete="off" error={errorText(errors.nombre)} {...register('nombre')} />
      <p className="field__hint">{t('saved.replaceHint')}</p>
      {limitReached ? (
        <p role="alert" className="alert alert--error">
          {t('saved.limit', { max: SAVED_SEARCHES_MAX })}
        </p>
      ) : (
        <ApiErrorAlert error={save.error} />
      )}
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('saved.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onDone(false)}>
          {t('saved.cancel')}
        </button>
      </div>
    </form>
  );
}
