import { useFormRules, useRuleMessages } from '@/components/form-rules';
import useSubmit from '@/hooks/useSubmit';
import { submitDeveloperApplication } from '@/services/developer';
import { DEVELOPER_APPLICATION_LIMITS, DEVELOPER_APPLICATION_RULES, REDIRECT_URI_RULE } from '@/domain/dev/rules';
import { DEVELOPER_APPLICANT_TYPES, type DeveloperApplicationInput } from '@/types';
import { validateRule } from '@/utils/formRules';
import { FormattedMessage } from '@umijs/max';
import { Button, Checkbox, Form, Input, Radio, Select } from 'antd';
import type { FormRule } from 'antd';
import useText from '@/hooks/useText';

const R = DEVELOPER_APPLICATION_RULES;
const LIMITS = DEVELOPER_APPLICATION_LIMITS;

type Values = DeveloperApplicationInput & { agree: boolean };

interface Props {
  /** Values of a rejected application, to correct and send again. */
  initialValues?: Partial<DeveloperApplicationInput>;
  onSubmitted: () => void;
}

/** The developer application, checked with the SPEC §5 generic rules before it is sent. */
export default function ApplicationForm({ initialValues, onSubmitted }: Props) {
  const rules = useFormRules();
  const messages = useRuleMessages();
  const [form] = Form.useForm<Values>();
  const t = useText();
  const label = (id: string) => t(`dev.app.field.${id}`);
  const { busy, onFinish } = useSubmit(form, async ({ agree: _agree, ...input }: Values) => {
    await submitDeveloperApplication(input);
    onSubmitted();
  });

  // every tag of the list must be a URL (the list's own size is checked by the generic rules)
  const eachUrl: FormRule = {
    validator: async (_, list: unknown) => {
      const bad = Array.isArray(list)
        ? list.find((u) => validateRule(u, REDIRECT_URI_RULE, label('redirectUri'), messages).length)
        : undefined;
      if (bad !== undefined) throw new Error(validateRule(bad, REDIRECT_URI_RULE, `${label('redirectUri')} "${String(bad)}"`, messages)[0]);
    },
  };
  const mustAgree: FormRule = {
    validator: async (_, v: unknown) => {
      if (v !== true) throw new Error(t('dev.app.agreeRequired'));
    },
  };

  return (
    <Form<Values>
      form={form}
      name="developer"
      layout="horizontal"
      labelCol={{ flex: '120px' }}
      wrapperCol={{ flex: '1 1 0' }}
      initialValues={{ applicantType: 'INDIVIDUAL', redirectUris: [], ...initialValues, agree: false }}
      onFinish={onFinish}
      scrollToFirstError
      data-testid="developer-form"
    >
      <Form.Item name="applicantType" label={label('applicantType')} rules={rules(label('applicantType'), ...R.applicantType)}>
        <Radio.Group optionType="button" size="small">
          {DEVELOPER_APPLICANT_TYPES.map((type) => (
            <Radio key={type} value={type}>
              <FormattedMessage id={`dev.app.type.${type}`} />
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item name="name" label={label('name')} rules={rules(label('name'), ...R.name)}>
        <Input maxLength={LIMITS.nameMax} autoComplete="organization" />
      </Form.Item>
      <Form.Item name="contactEmail" label={label('contactEmail')} rules={rules(label('contactEmail'), ...R.contactEmail)}>
        <Input autoComplete="email" inputMode="email" />
      </Form.Item>
      <Form.Item name="contactPhone" label={label('contactPhone')} rules={rules(label('contactPhone'), ...R.contactPhone)}>
        <Input autoComplete="tel" inputMode="tel" />
      </Form.Item>
      <Form.Item name="website" label={label('website')} rules={rules(label('website'), ...R.website)}>
        <Input placeholder="https://" inputMode="url" />
      </Form.Item>
      <Form.Item
        name="redirectUris"
        label={label('redirectUris')}
        extra={<FormattedMessage id="dev.app.redirectUrisHelp" values={{ max: LIMITS.redirectUrisMax }} />}
        rules={[...rules(label('redirectUris'), ...R.redirectUris), eachUrl]}
      >
        <Select
          mode="tags"
          open={false}
          tokenSeparators={[' ', ',', '\n']}
          placeholder="https://example.com/oauth/callback"
          suffixIcon={null}
        />
      </Form.Item>
      <Form.Item name="purpose" label={label('purpose')} rules={rules(label('purpose'), ...R.purpose)}>
        <Input.TextArea rows={3} showCount maxLength={LIMITS.purposeMax} placeholder={t('dev.app.purposePlaceholder')} />
      </Form.Item>
      <Form.Item name="agree" valuePropName="checked" wrapperCol={{ offset: 0 }} rules={[mustAgree]} style={{ paddingLeft: 120 }}>
        <Checkbox>
          <FormattedMessage id="dev.app.agree" />
        </Checkbox>
      </Form.Item>
      <Form.Item style={{ paddingLeft: 120, marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="developer-submit">
          <FormattedMessage id={initialValues ? 'dev.app.resubmit' : 'dev.app.submit'} />
        </Button>
      </Form.Item>
    </Form>
  );
}
