import { RESELLER_QUIZ } from '@/domain/reseller/facts';
import { checkQuiz, QUIZ_KEY } from '../../../mock/_db/reseller/quiz';

describe('receiver quiz checking', () => {
  const right = Object.fromEntries(RESELLER_QUIZ.map((q) => [q.id, QUIZ_KEY[q.id]]));

  it('passes only when every answer is right', () => {
    expect(checkQuiz(right)).toEqual({ passed: true, wrong: [], unanswered: [] });
  });

  it('names each wrong answer', () => {
    const verdict = checkQuiz({ ...right, q1: 'a', q4: 'b' });
    expect(verdict.passed).toBe(false);
    expect(verdict.wrong).toEqual(['q1', 'q4']);
    expect(verdict.unanswered).toEqual([]);
  });

  it('tells unanswered questions and unknown options apart from wrong ones', () => {
    const verdict = checkQuiz({ q1: right.q1, q2: 'z', q3: 7 });
    expect(verdict.unanswered).toEqual(['q2', 'q3', 'q4']);
    expect(verdict.wrong).toEqual([]);
    expect(verdict.passed).toBe(false);
  });

  it('has a key for every question, and every key is one of its options', () => {
    RESELLER_QUIZ.forEach((q) => expect(q.options).toContain(QUIZ_KEY[q.id]));
  });
});
