import { RESELLER_QUIZ } from '../../../src/domain/reseller/facts';

/**
 * The answer key of the receiver quiz (terms step). Only the server knows it: the client has the
 * question and option ids (src/domain/reseller/facts.ts) and their texts in the locale files.
 */
export const QUIZ_KEY: Record<string, string> = { q1: 'b', q2: 'b', q3: 'b', q4: 'c' };

export interface QuizVerdict {
  passed: boolean;
  /** answered, but not the right option */
  wrong: string[];
  /** no answer, or an option the question does not have */
  unanswered: string[];
}

/** Pure: checks every question of the quiz, so the client can mark each wrong one. */
export function checkQuiz(answers: Record<string, unknown>): QuizVerdict {
  const wrong: string[] = [];
  const unanswered: string[] = [];
  for (const q of RESELLER_QUIZ) {
    const a = answers[q.id];
    if (typeof a !== 'string' || !q.options.includes(a)) unanswered.push(q.id);
    else if (a !== QUIZ_KEY[q.id]) wrong.push(q.id);
  }
  return { passed: wrong.length === 0 && unanswered.length === 0, wrong, unanswered };
}
