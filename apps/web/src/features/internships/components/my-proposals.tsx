import type { CandidateEducationRequest } from '@portal/shared';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useMyProposals } from '../api/get-my-proposals';
import { formatDay, formatNumber } from './format';

function ProposalItem({ proposal }: { proposal: CandidateEducationRequest }) {
  const { t } = useTranslation('internships');
  const language = useLanguage();
  return (
    <li className="my-proposal">
      <div className="my-proposal__head">
        <strong>{proposal.empresa}</strong>
        <span className={`my-proposal__state my-proposal__state--${proposal.estado}`}>{t(`proposal.mine.state.${proposal.estado}`)}</span>
      </div>
      <p>
        {proposal.puestoTrabajo ?? '—'} · {t('proposal.mine.dates', { from: formatDay(proposal.fechaInicio, language), to: formatDay(proposal.fechaFin, language) })} ·{' '}
        {t('proposal.mine.hours', { hours: formatNumber(proposal.horasSemana, language) })}
      </p>
      {proposal.origen === 'empresa' && <p className="muted">{t('proposal.mine.byCompany')}</p>}
      {proposal.estado === 'aceptada' && <p>{t('proposal.mine.accepted')}</p>}
      {proposal.estado === 'rechazada' && proposal.motivoDecision && (
        <p>
          <span className="muted">{t('proposal.mine.reason')}</span> {proposal.motivoDecision}
        </p>
      )}
    </li>
  );
}

/** The candidate's proposals with the company's answer: pending, accepted (the service formalises it) or declined. */
export function MyProposals() {
  const { t } = useTranslation('internships');
  const language = useLanguage();
  const proposals = useMyProposals(language);
  if (!proposals.data || proposals.data.length === 0) return null;
  return (
    <section className="card" aria-labelledby="my-proposals">
      <h2 id="my-proposals">{t('proposal.mine.title')}</h2>
      <ul className="my-proposals">
        {proposals.data.map((proposal) => (
          <ProposalItem key={proposal.idSolicitudPractica} proposal={proposal} />
        ))}
      </ul>
    </section>
  );
}
