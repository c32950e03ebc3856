import { useFormRules } from '@/components/form-rules';
import { EMAIL_MAX_LENGTH, URL_MAX_LENGTH, type FieldRule } from '@/utils/formRules';
import { FormattedMessage, useIntl } from '@umijs/max';
import { Button, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import type { ReactNode } from 'react';

interface Demo {
  name: string;
  rules: FieldRule[];
  input?: ReactNode;
  /** a limit the type rule applies without saying so in its code (dev.form.hint.maxLength) */
  maxLength?: number;
}

/** How a rule reads in code, shown under its field. */
const describe = (rules: FieldRule[]) =>
  rules.map((r) => JSON.stringify(r, (_, v: unknown) => (v instanceof RegExp ? v.toString() : v))).join(' ');

const DEMOS: Demo[] = [
  { name: 'nickname', rules: [{ required: true }] },
  { name: 'remark', rules: [{ required: true, whitespace: true }] },
  { name: 'email', rules: [{ type: 'email' }], maxLength: EMAIL_MAX_LENGTH },
  { name: 'website', rules: [{ type: 'url' }], maxLength: URL_MAX_LENGTH },
  { name: 'quantity', rules: [{ type: 'integer' }, { min: 1, max: 999 }], input: <InputNumber style={{ width: 160 }} /> },
  { name: 'storeName', rules: [{ min: 2, max: 20 }] },
  { name: 'code', rules: [{ len: 6 }] },
  { name: 'currency', rules: [{ enum: ['CNY', 'USD', 'HKD'] }] },
  { name: 'mobile', rules: [{ pattern: /^1[3-9]\d{9}$/ }] },
  { name: 'tags', rules: [{ type: 'array', max: 3 }], input: <Select mode="tags" open={false} suffixIcon={null} /> },
];

/** One field per generic rule of SPEC §5; messages appear as you type, in the current locale. */
export default function RuleShowcaseForm() {
  const intl = useIntl();
  const rules = useFormRules();
  const [form] = Form.useForm();
  return (
    <Form form={form} name="rules" layout="horizontal" labelCol={{ flex: '130px' }} wrapperCol={{ flex: '1 1 0' }} data-testid="rules-form">
      {DEMOS.map((d) => {
        const label = intl.formatMessage({ id: `dev.form.field.${d.name}` });
        return (
          <Form.Item
            key={d.name}
            name={d.name}
            label={label}
            rules={rules(label, ...d.rules)}
            extra={
              <>
                <Typography.Text type="secondary" code style={{ fontSize: 12 }}>
                  {describe(d.rules)}
                </Typography.Text>
                {d.maxLength !== undefined && (
                  <Typography.Text type="secondary" style={{ fontSize: 12, marginLeft: 8 }} data-testid={`rules-limit-${d.name}`}>
                    <FormattedMessage id="dev.form.hint.maxLength" values={{ max: d.maxLength }} />
                  </Typography.Text>
                )}
              </>
            }
          >
            {d.input ?? <Input allowClear />}
          </Form.Item>
        );
      })}
      <Form.Item style={{ paddingLeft: 130, marginBottom: 0 }}>
        <Space>
          <Button
            type="primary"
            onClick={() => form.validateFields().catch(() => undefined /* the refused fields show their own messages */)}
            data-testid="rules-validate"
          >
            <FormattedMessage id="dev.form.validateAll" />
          </Button>
          <Button onClick={() => form.resetFields()}>
            <FormattedMessage id="dev.form.reset" />
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
