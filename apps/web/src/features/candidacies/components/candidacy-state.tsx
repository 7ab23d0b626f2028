import { PRE_ENROLMENT_STATE_ID, REJECTION_REASON_STATE_ID } from '@portal/shared';

/** A candidacy's state as a mark: a pre-enrolment waits for the candidate, a rejection is over, the rest go on. */
export function CandidacyState({ idEstado, estado }: { idEstado: number; estado: string }) {
  const tone = idEstado === PRE_ENROLMENT_STATE_ID ? 'pending' : idEstado === REJECTION_REASON_STATE_ID ? 'closed' : 'open';
  return <span className={`state-badge state-badge--${tone}`}>{estado}</span>;
}
