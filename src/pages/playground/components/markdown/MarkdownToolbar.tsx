import {
  BoldOutlined,
  CheckSquareOutlined,
  CodeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  StrikethroughOutlined,
  TableOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Divider, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import type { MarkdownAction } from './toolbar';

const BUTTONS: Array<{ action: MarkdownAction; icon: ReactNode; keys?: string } | 'divider'> = [
  { action: 'heading', icon: <b>H</b> },
  { action: 'bold', icon: <BoldOutlined />, keys: 'Ctrl+B' },
  { action: 'italic', icon: <ItalicOutlined />, keys: 'Ctrl+I' },
  { action: 'strike', icon: <StrikethroughOutlined /> },
  'divider',
  { action: 'link', icon: <LinkOutlined />, keys: 'Ctrl+K' },
  { action: 'code', icon: <CodeOutlined /> },
  { action: 'quote', icon: <b>“</b> },
  'divider',
  { action: 'ul', icon: <UnorderedListOutlined /> },
  { action: 'ol', icon: <OrderedListOutlined /> },
  { action: 'task', icon: <CheckSquareOutlined /> },
  { action: 'table', icon: <TableOutlined /> },
  { action: 'codeblock', icon: <b>{'{ }'}</b> },
];

/** Formatting buttons over the editor; each names its shortcut where one exists. */
export default function MarkdownToolbar({ onAction }: { onAction: (a: MarkdownAction) => void }) {
  const intl = useIntl();
  return (
    <Space size={0} wrap>
      {BUTTONS.map((b, i) =>
        b === 'divider' ? (
          <Divider key={`d${i}`} type="vertical" />
        ) : (
          <Tooltip key={b.action} title={`${intl.formatMessage({ id: `dev.md.action.${b.action}` })}${b.keys ? ` (${b.keys})` : ''}`}>
            <Button
              type="text"
              size="small"
              icon={b.icon}
              onClick={() => onAction(b.action)}
              aria-label={intl.formatMessage({ id: `dev.md.action.${b.action}` })}
            />
          </Tooltip>
        ),
      )}
    </Space>
  );
}
