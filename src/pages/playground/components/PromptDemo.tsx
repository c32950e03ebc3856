import { usePrompt } from '@/components/form-rules';
import { FormattedMessage } from '@umijs/max';
import { Button, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import useText from '@/hooks/useText';

interface Outcome {
  id: number;
  demo: string;
  value?: string;
}

const isMultipleOf100 = (v: string) => /^\d+$/.test(v) && Number(v) > 0 && Number(v) % 100 === 0;

/** The prompt dialog three ways: a pattern with its own error text, a custom check with the default text, optional free text. */
export default function PromptDemo() {
  const [prompt, holder] = usePrompt();
  const [log, setLog] = useState<Outcome[]>([]);
  const t = useText();
  const m = (id: string) => t(`dev.form.prompt.${id}`);

  const run = async (demo: string, open: () => Promise<string | undefined>) => {
    const value = await open();
    setLog((l) => [{ id: Date.now(), demo, value }, ...l].slice(0, 6));
  };
  const demos = [
    {
      key: 'pattern',
      open: () =>
        prompt({
          title: m('pattern.title'),
          label: m('pattern.label'),
          pattern: '[A-Za-z0-9_]{3,16}',
          errorText: m('pattern.error'),
          placeholder: 'trader_01',
        }),
    },
    {
      key: 'check',
      open: () =>
        prompt({
          title: m('check.title'),
          label: m('check.label'),
          description: m('check.description'),
          check: async (v) => isMultipleOf100(v.trim()),
        }),
    },
    {
      key: 'optional',
      open: () => prompt({ title: m('optional.title'), label: m('optional.label'), required: false, multiline: true, maxLength: 200 }),
    },
  ];

  return (
    <>
      <Space wrap>
        {demos.map((d) => (
          <Button key={d.key} onClick={() => run(d.key, d.open)} data-testid={`prompt-demo-${d.key}`}>
            {m(`${d.key}.button`)}
          </Button>
        ))}
      </Space>
      <List
        size="small"
        style={{ marginTop: 12 }}
        dataSource={log}
        locale={{ emptyText: m('empty') }}
        data-testid="prompt-log"
        renderItem={(o) => (
          <List.Item>
            <Space>
              <Tag>{m(`${o.demo}.button`)}</Tag>
              {o.value === undefined ? (
                <Typography.Text type="secondary">
                  <FormattedMessage id="dev.form.prompt.cancelled" />
                </Typography.Text>
              ) : (
                <Typography.Text>
                  <FormattedMessage id="dev.form.prompt.accepted" /> <Typography.Text code>{o.value || '""'}</Typography.Text>
                </Typography.Text>
              )}
            </Space>
          </List.Item>
        )}
      />
      {holder}
    </>
  );
}
