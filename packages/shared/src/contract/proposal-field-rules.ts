import type { FieldRule } from '../brands/brand-config.ts';
import { Status } from '../codes/status.ts';
import type { ValidationFieldError } from '../validation/to-field-errors.ts';
import type { ProposalBody } from './internships.ts';

/**
 * The brand's internship field rules (`fields.practica`) and the proposal fields each one governs. One source for
 * the proposal form (which fields it shows and marks required) and the API (which it refuses empty or drops).
 */
export const PROPOSAL_FIELD_RULE_FIELDS = {
  puestoTrabajo: ['puestoTrabajo'],
  horasDia: ['horasDia'],
  departamento: ['departamento'],
  tareasAdesarrollar: ['tareas'],
  tutorAcademico: ['tutorAcademico.nombre', 'tutorAcademico.email'],
  curso: ['curso'],
} as const;
export type ProposalRuleKey = keyof typeof PROPOSAL_FIELD_RULE_FIELDS;
export type ProposalRuledField = (typeof PROPOSAL_FIELD_RULE_FIELDS)[ProposalRuleKey][number];

export type ProposalFieldRules = Partial<Record<string, FieldRule>>;

/** A field no rule names is shown and optional. */
const FREE: FieldRule = { visible: true, editable: true, required: false };

export function proposalRuleOf(rules: ProposalFieldRules | undefined, key: ProposalRuleKey): FieldRule {
  return rules?.[key] ?? FREE;
}

function valueAt(proposal: Partial<ProposalBody>, path: ProposalRuledField): unknown {
  const [head, tail] = path.split('.') as [keyof ProposalBody, string | undefined];
  const value = proposal[head];
  return tail === undefined ? value : (value as Record<string, unknown> | undefined)?.[tail];
}

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Every shown, required field left empty: 15 on each, all at once (the keys forms translate). */
export function proposalFieldRuleErrors(rules: ProposalFieldRules | undefined, proposal: Partial<ProposalBody>): ValidationFieldError[] {
  const errors: ValidationFieldError[] = [];
  for (const [key, fields] of Object.entries(PROPOSAL_FIELD_RULE_FIELDS) as [ProposalRuleKey, readonly ProposalRuledField[]][]) {
    const rule = proposalRuleOf(rules, key);
    if (!rule.visible || !rule.required) continue;
    for (const field of fields) {
      if (isEmpty(valueAt(proposal, field))) errors.push({ campo: field, codigo: Status.MissingMandatoryData, clave: 'required' });
    }
  }
  return errors;
}

/** The proposal as the brand lets it be sent: what a hidden field carries is dropped, never stored. */
export function withoutHiddenProposalFields(rules: ProposalFieldRules | undefined, proposal: ProposalBody): ProposalBody {
  const result: ProposalBody = { ...proposal };
  if (!proposalRuleOf(rules, 'puestoTrabajo').visible) delete result.puestoTrabajo;
  if (!proposalRuleOf(rules, 'horasDia').visible) delete result.horasDia;
  if (!proposalRuleOf(rules, 'departamento').visible) delete result.departamento;
  if (!proposalRuleOf(rules, 'tareasAdesarrollar').visible) delete result.tareas;
  if (!proposalRuleOf(rules, 'tutorAcademico').visible) delete result.tutorAcademico;
  if (!proposalRuleOf(rules, 'curso').visible) delete result.curso;
  return result;
}
