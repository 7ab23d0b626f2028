import { Status, type StatusCode, type SurveyAnswerInput, type SurveyQuestionKind } from '@portal/shared';

/** A question as the path rules see it: its options and where each one jumps. */
export interface PathQuestion {
  id: number;
  kind: SurveyQuestionKind;
  mandatory: boolean;
  options: { id: number; jumpTo: number | null }[];
}

/** One checked answer: the options chosen or the text written. */
export interface CheckedAnswer {
  questionId: number;
  optionIds: number[];
  text: string | null;
}

export type PathCheck = { ok: true; answers: CheckedAnswer[] } | { ok: false; status: StatusCode; questionId?: number };

const given = (answer: SurveyAnswerInput | undefined): boolean => !!answer && ((answer.idsOpcion?.length ?? 0) > 0 || (answer.texto ?? '').trim() !== '');

/**
 * Walks the survey from its first question, following the jumps of the options chosen, and checks the answers sent
 * against that path: each mandatory question on it answered (40), each answer of the kind its question asks for
 * with options of that question (650), and no answer to a question the path skips (650). Questions come in order.
 */
export function checkPath(questions: readonly PathQuestion[], answers: readonly SurveyAnswerInput[]): PathCheck {
  const byQuestion = new Map<number, SurveyAnswerInput>();
  for (const answer of answers) {
    if (byQuestion.has(answer.idPregunta)) return { ok: false, status: Status.SurveyAnswersOffPath, questionId: answer.idPregunta };
    byQuestion.set(answer.idPregunta, answer);
  }
  const position = new Map(questions.map((q, i) => [q.id, i]));
  for (const id of byQuestion.keys()) if (!position.has(id)) return { ok: false, status: Status.SurveyAnswersOffPath, questionId: id };

  const checked: CheckedAnswer[] = [];
  const visited = new Set<number>();
  let index = 0;
  while (index < questions.length) {
    const question = questions[index]!;
    visited.add(question.id);
    const answer = byQuestion.get(question.id);
    let next = index + 1;
    if (!given(answer)) {
      if (question.mandatory) return { ok: false, status: Status.UnansweredQuestions, questionId: question.id };
    } else {
      const optionIds = [...new Set(answer!.idsOpcion ?? [])];
      const text = (answer!.texto ?? '').trim();
      const own = new Set(question.options.map((o) => o.id));
      const fits =
        question.kind === 'texto'
          ? optionIds.length === 0 && text !== ''
          : text === '' && optionIds.length > 0 && optionIds.every((id) => own.has(id)) && (question.kind === 'multiple' || optionIds.length === 1);
      if (!fits) return { ok: false, status: Status.SurveyAnswersOffPath, questionId: question.id };
      checked.push({ questionId: question.id, optionIds, text: question.kind === 'texto' ? text : null });
      if (question.kind === 'unica') {
        const jump = question.options.find((o) => o.id === optionIds[0])?.jumpTo ?? null;
        const target = jump === null ? undefined : position.get(jump);
        if (target !== undefined && target > index) next = target;
      }
    }
    index = next;
  }
  for (const id of byQuestion.keys()) {
    if (!visited.has(id) && given(byQuestion.get(id))) return { ok: false, status: Status.SurveyAnswersOffPath, questionId: id };
  }
  return { ok: true, answers: checked };
}
