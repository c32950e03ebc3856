import en from '@/locales/en-US/dev';
import zh from '@/locales/zh-CN/dev';
import { FormattedMessage } from '@umijs/max';
import { Table, Typography } from 'antd';
import { useEffect, useRef } from 'react';

interface Row {
  key: string;
  en: string;
  zh: string;
}

const PREFIX = 'dev.rules.';
const EN = en as Record<string, string>;
const ZH = zh as Record<string, string>;
// the templates only: type names are values for them, not messages
const ROWS: Row[] = Object.keys(EN)
  .filter((k) => k.startsWith(PREFIX) && !k.startsWith(`${PREFIX}typeName.`))
  .map((k) => ({ key: k.slice(PREFIX.length), en: EN[k], zh: ZH[k] }));

/** Every generic message in both locales, as the locale files hold them. */
export default function MessageCatalogue() {
  const wrap = useRef<HTMLDivElement>(null);
  // the scrolling body holds only text: made focusable so that the keyboard can scroll it
  useEffect(() => wrap.current?.querySelector('.ant-table-body')?.setAttribute('tabindex', '0'), []);
  return (
    <div ref={wrap}>
      <Table<Row>
        size="small"
        rowKey="key"
        dataSource={ROWS}
        pagination={false}
        scroll={{ y: 520 }}
        data-testid="rules-catalogue"
        columns={[
          {
            title: <FormattedMessage id="dev.form.col.rule" />,
            dataIndex: 'key',
            width: 130,
            render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
          },
          { title: <FormattedMessage id="common.lang.en-US" />, dataIndex: 'en' },
          { title: <FormattedMessage id="common.lang.zh-CN" />, dataIndex: 'zh' },
        ]}
      />
    </div>
  );
}
