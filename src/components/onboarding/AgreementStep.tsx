import useSubmit from '@/hooks/useSubmit';
import useText from '@/hooks/useText';
import { RequestError } from '@/utils/request';
import { Alert, Button, Checkbox, Form, type FormInstance, Radio, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import StepTitle from './StepTitle';
import type { AgreementSpec, AgreementValues, QuizSpec, StepProps } from './types';

const atEnd = (el: HTMLElement) => el.scrollTop + el.clientHeight >= el.scrollHeight - 8;

/**
 * Marks a refusal's violations on the tick and the questions, with this form's own words; answers
 * whether it named any of them (the rest is for the caller to show). Answers the server found
 * wrong are counted for the summary above the quiz.
 */
function markRefusal(form: FormInstance<AgreementValues>, e: unknown, t: (id: string) => string): number | undefined {
  const violations = e instanceof RequestError ? (e.body?.violations ?? []) : [];
  const agreed = violations.some((v) => v.field === 'agreed');
  const wrong = violations.flatMap((v) => (v.field?.startsWith('answers.') ? [v.field.slice('answers.'.length)] : []));
  if (!agreed && !wrong.length) return undefined;
  const fields: Parameters<typeof form.setFields>[0] = wrong.map((q) => ({ name: ['answers', q], errors: [t('onboarding.quiz.wrong')] }));
  if (agreed) fields.push({ name: 'agreed', errors: [t('onboarding.terms.agreeRequired')] });
  form.setFields(fields);
  return wrong.length;
}

function Quiz({ quiz, failed }: { quiz: QuizSpec; failed?: number }) {
  const t = useText();
  return (
    <>
      <Typography.Title level={5}>{t('onboarding.quiz.title')}</Typography.Title>
      {failed ? (
        <Alert
          type="error"
          showIcon
          message={t('onboarding.quiz.failed', { count: failed })}
          style={{ marginBottom: 12 }}
          data-testid="quiz-failed"
        />
      ) : null}
      {quiz.questions.map((q, i) => (
        <Form.Item
          key={q.id}
          name={['answers', q.id]}
          label={`${i + 1}. ${t(`${quiz.textPrefix}.${q.id}.title`)}`}
          rules={[{ required: true, message: t('onboarding.quiz.unanswered') }]}
          data-testid={`quiz-${q.id}`}
        >
          <Radio.Group>
            <Space direction="vertical" size={2}>
              {q.options.map((o) => (
                <Radio key={o} value={o} data-testid={`quiz-${q.id}-${o}`}>
                  {t(`${quiz.textPrefix}.${q.id}.${o}`)}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
      ))}
    </>
  );
}

/**
 * The role's agreement, accepted with a tick (offered once read to its end where the role asks
 * so), and its quiz where it has one: the server holds the answer key, a wrong answer comes back
 * as a violation on that question, marked without losing the other answers.
 */
export default function AgreementStep({ spec, advance }: StepProps & { spec: AgreementSpec }) {
  const t = useText();
  const [form] = Form.useForm<AgreementValues>();
  const box = useRef<HTMLDivElement>(null);
  const [read, setRead] = useState(!spec.readToEnd);
  const [failed, setFailed] = useState<number>();
  // short enough to need no scrolling: it counts as read
  useEffect(() => {
    if (box.current && atEnd(box.current)) setRead(true);
  }, []);

  const { busy, onFinish } = useSubmit(form, async (v: AgreementValues) => {
    setFailed(undefined);
    try {
      await spec.accept({ agreed: !!v.agreed, answers: v.answers ?? {} });
    } catch (e) {
      const wrong = markRefusal(form, e, t);
      if (wrong === undefined) throw e;
      setFailed(wrong || undefined);
      return;
    }
    await advance();
  });

  return (
    <>
      <StepTitle title={t(spec.title, spec.titleValues)} />
      <div
        ref={box}
        style={{
          maxHeight: 220,
          overflow: 'auto',
          border: '1px solid #f0f0f0',
          borderRadius: 6,
          padding: '12px 16px',
          marginBottom: 16,
          background: '#fafafa',
        }}
        onScroll={(e) => {
          if (atEnd(e.currentTarget)) setRead(true);
        }}
        data-testid="agreement-text"
      >
        {spec.clauses.map((c) => (
          <Typography.Paragraph key={c}>{t(c)}</Typography.Paragraph>
        ))}
      </div>
      <Form<AgreementValues> form={form} layout="vertical" onFinish={onFinish} scrollToFirstError>
        <Form.Item
          name="agreed"
          valuePropName="checked"
          extra={read ? undefined : t('onboarding.terms.scroll')}
          rules={[{ validator: (_, v) => (v ? Promise.resolve() : Promise.reject(new Error(t('onboarding.terms.agreeRequired')))) }]}
        >
          <Checkbox disabled={!read} data-testid="agreement-check">
            {t(spec.agree)}
          </Checkbox>
        </Form.Item>
        {spec.quiz ? <Quiz quiz={spec.quiz} failed={failed} /> : null}
        <Button type="primary" htmlType="submit" loading={busy} data-testid="auth-next">
          {t(spec.submit)}
        </Button>
      </Form>
    </>
  );
}
