import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { useProposeCandidate } from '../api/candidacy-actions';
import { useCandidateSearch } from '../api/search-candidates';
import { InputField } from '@/components/ui/form-fields';

/** Search the institution's candidates and propose one: a pre-enrolment (state 16) the candidate answers. */
export function ProposeCandidate({ idOferta, onProposed }: { idOferta: number; onProposed: (name: string) => void }) {
  const { t } = useTranslation('staff');
  const inputId = useId();
  const [text, setText] = useState('');
  const search = useCandidateSearch(text, idOferta);
  const propose = useProposeCandidate();
  return (
    <section className="card" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{t('candidacies.proposeTitle')}</h2>
      <p className="muted">{t('candidacies.proposeHint')}</p>
      <InputField id={inputId} label={t('candidacies.searchCandidate')} type="search" value={text} onChange={(event) => setText(event.target.value)} autoComplete="off" />
      {propose.error ? <ApiErrorAlert error={propose.error} /> : null}
      {text.trim().length >= 2 && search.data && (
        <ul className="bo-results" aria-live="polite">
          {search.data.length === 0 && <li className="muted">{t('candidacies.noMatches')}</li>}
          {search.data.map((c) => (
            <li key={c.idAlumno}>
              <span>
                <strong>{c.nombre}</strong>
                <span className="bo-table__sub">
                  {c.email}
                  {c.documento ? ` · ${c.documento}` : ''}
                  {c.validadoServicio ? ` · ${t('candidacies.validated')}` : ''}
                </span>
              </span>
              <button
                type="button"
                className="button button--primary"
                disabled={c.bloqueado || propose.isPending}
                onClick={() => propose.mutate({ idOferta, idAlumno: c.idAlumno }, { onSuccess: () => { setText(''); onProposed(c.nombre); } })}
              >
                {c.bloqueado ? t('candidacies.blocked') : t('candidacies.propose')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
