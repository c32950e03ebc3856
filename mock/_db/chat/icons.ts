import BellOutlined from '@ant-design/icons-svg/lib/asn/BellOutlined';
import CloseCircleOutlined from '@ant-design/icons-svg/lib/asn/CloseCircleOutlined';
import CustomerServiceOutlined from '@ant-design/icons-svg/lib/asn/CustomerServiceOutlined';
import DollarOutlined from '@ant-design/icons-svg/lib/asn/DollarOutlined';
import FieldTimeOutlined from '@ant-design/icons-svg/lib/asn/FieldTimeOutlined';
import FileExcelOutlined from '@ant-design/icons-svg/lib/asn/FileExcelOutlined';
import InboxOutlined from '@ant-design/icons-svg/lib/asn/InboxOutlined';
import MessageOutlined from '@ant-design/icons-svg/lib/asn/MessageOutlined';
import NotificationOutlined from '@ant-design/icons-svg/lib/asn/NotificationOutlined';
import RobotOutlined from '@ant-design/icons-svg/lib/asn/RobotOutlined';
import ShopOutlined from '@ant-design/icons-svg/lib/asn/ShopOutlined';
import ShoppingCartOutlined from '@ant-design/icons-svg/lib/asn/ShoppingCartOutlined';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';
import type { IconSetResponse } from '../../../src/types';

/**
 * The local icon endpoint's data: the icons the console asks for, in the Iconify JSON shape of the
 * public icon service (prefix 'ant-design', kebab-case names), built from the ant-design SVGs
 * already installed, so no icon is downloaded.
 */
const DEFINITIONS: IconDefinition[] = [
  BellOutlined,
  CloseCircleOutlined,
  CustomerServiceOutlined,
  DollarOutlined,
  FieldTimeOutlined,
  FileExcelOutlined,
  InboxOutlined,
  MessageOutlined,
  NotificationOutlined,
  RobotOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
];

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function render(node: AbstractNode): string {
  const attrs = Object.entries(node.attrs)
    .map(([k, v]) => ` ${k}="${escapeAttr(String(v))}"`)
    .join('');
  const children = (node.children ?? []).map(render).join('');
  return `<${node.tag}${attrs}${children ? `>${children}</${node.tag}>` : '/>'}`;
}

function kebab(def: IconDefinition): string {
  return `${def.name}-${def.theme}`;
}

interface LocalIcon {
  body: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

function toLocal(def: IconDefinition): LocalIcon {
  if (typeof def.icon === 'function') throw new Error(`two-tone icon ${def.name} is not served`);
  const [left, top, width, height] = String(def.icon.attrs.viewBox ?? '0 0 1024 1024')
    .split(/\s+/)
    .map(Number);
  const body = (def.icon.children ?? []).map((c) => render({ ...c, attrs: { ...c.attrs, fill: 'currentColor' } })).join('');
  return { body, left, top, width, height };
}

const ICONS: Record<string, LocalIcon> = Object.fromEntries(DEFINITIONS.map((d) => [kebab(d), toLocal(d)]));

export const LOCAL_ICON_PREFIX = 'ant-design';

/** GET /api/icons/{prefix}?icons=a,b — unknown names are listed in not_found, like the public service. */
export function iconSet(prefix: string, names: string[]): IconSetResponse | undefined {
  if (prefix !== LOCAL_ICON_PREFIX) return undefined;
  const icons: IconSetResponse['icons'] = {};
  const notFound: string[] = [];
  for (const name of names) {
    const icon = ICONS[name];
    if (icon) icons[name] = { ...icon };
    else notFound.push(name);
  }
  return { prefix, icons, ...(notFound.length ? { not_found: notFound } : {}) };
}
