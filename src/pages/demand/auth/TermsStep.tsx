import { RESELLER_QUIZ } from '@/constants/demand';
import { acceptResellerAgreement } from '@/services/reseller';
import { RequestError } from '@/utils/request';
import { reportError } from '@/utils/reportError';
import { useIntl } from '@umijs/max';
import { Alert, Button, Checkbox, Form, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import useAdvance from './useAdvance';

interface Values {
  agreed?: boolean;
  answers?: Record<string, string>;
}

const PARAGRAPHS = ['p1', 'p2', 'p3', 'p4', 'p5'];

/**
 * The receiver agreement and its quiz. The server holds the answer key: a wrong answer comes back
 * as a violation on that question, which is marked without losing the other answers.
 */
export default function TermsStep() {
  const intl = useIntl();
  const advance = useAdvance();
  const [form] = Form.useForm<Values>();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<number>();

  const submit = async (v: Values) => {
    setBusy(true);
    setFailed(undefined);
    try {
      const { merchantProgress } = await acceptResellerAgreement(
        { agreed: !!v.agreed, answers: v.answers ?? {} },
        { skipErrorHandler: true },
      );
      await advance(merchantProgress.reseller);
    } catch (e) {
      const violations = e instanceof RequestError ? (e.body?.violations ?? []) : [];
      const wrong = violations.filter((x) => x.field?.startsWith('answers.'));
      // this call skips the pipeline's toast: what no field shows is shown here
      if (!violations.length) reportError(e);
      form.setFields(
        violations.map((x) => ({
          name: x.field === 'agreed' ? 'agreed' : ['answers', x.field!.slice('answers.'.length)],
          errors: [t(x.field === 'agreed' ? 'reseller.auth.terms.agreeRequired' : 'reseller.auth.terms.wrong')],
        })),
      );
      if (wrong.length) setFailed(wrong.length);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div style={{ maxWidth: 760 }}>
      <Typography.Title level={5}>{t('reseller.auth.terms.title')}</Typography.Title>
      <div
        style={{
          maxHeight: 220,
          overflow: 'auto',
          border: '1px solid #f0f0f0',
          borderRadius: 6,
          padding: '8px 12px',
          marginBottom: 16,
          background: '#fafafa',
        }}
        data-testid="agreement"
      >
        {PARAGRAPHS.map((p) => (
          <Typography.Paragraph key={p} style={{ marginBottom: 8 }}>
            {t(`reseller.auth.terms.${p}`)}
          </Typography.Paragraph>
        ))}
      </div>
      <Form<Values> form={form} layout="vertical" onFinish={submit} scrollToFirstError>
        <Form.Item
          name="agreed"
          valuePropName="checked"
          rules={[{ validator: (_, v) => (v ? Promise.resolve() : Promise.reject(new Error(t('reseller.auth.terms.agreeRequired')))) }]}
        >
          <Checkbox data-testid="agree">{t('reseller.auth.terms.agree')}</Checkbox>
        </Form.Item>
        <Typography.Title level={5}>{t('reseller.auth.terms.quiz')}</Typography.Title>
        {failed ? (
          <Alert
            type="error"
            showIcon
            message={t('reseller.auth.terms.failed', { count: failed })}
            style={{ marginBottom: 12 }}
            data-testid="quiz-failed"
          />
        ) : null}
        {RESELLER_QUIZ.map((q, i) => (
          <Form.Item
            key={q.id}
            name={['answers', q.id]}
            label={`${i + 1}. ${t(`reseller.quiz.${q.id}.title`)}`}
            rules={[{ required: true, message: t('reseller.auth.terms.unanswered') }]}
            data-testid={`quiz-${q.id}`}
          >
            <Radio.Group>
              <Space direction="vertical" size={2}>
                {q.options.map((o) => (
                  <Radio key={o} value={o} data-testid={`quiz-${q.id}-${o}`}>
                    {t(`reseller.quiz.${q.id}.${o}`)}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" loading={busy} data-testid="quiz-submit">
          {t('reseller.auth.terms.submit')}
        </Button>
      </Form>
    </div>
  );
}
