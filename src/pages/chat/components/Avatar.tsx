import { CustomerServiceOutlined } from '@ant-design/icons';
import { Avatar as AntAvatar } from 'antd';
import { palette } from '@/constants/palette';

const COLORS = ['#1677ff', '#13a8a8', '#722ed1', '#eb2f96', '#fa8c16', '#52c41a', '#2f54eb', '#faad14'];

function colorOf(key: string): string {
  let h = 0;
  for (const ch of key) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return COLORS[h % COLORS.length];
}

/** A counterparty's initial on a colour derived from its account (stable across reloads). */
export default function Avatar({ name, account, service, size = 32 }: { name: string; account: string; service?: boolean; size?: number }) {
  if (service) return <AntAvatar size={size} style={{ background: palette.primary, flex: 'none' }} icon={<CustomerServiceOutlined />} />;
  return (
    <AntAvatar size={size} style={{ background: colorOf(account || name), flex: 'none' }}>
      {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
    </AntAvatar>
  );
}
