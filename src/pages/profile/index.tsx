import { LIST_KINDS, LIST_TYPES } from '@/constants/account';
import { useUserState } from '@/hooks/useCurrentUser';
import useUrlFilters from '@/hooks/useUrlFilters';
import type { ListKind, ListType } from '@/types';
import { Card, Col, Row, Segmented, Skeleton, Space, Tabs } from 'antd';
import AccountCards from './components/AccountCards';
import ContactsCard from './components/ContactsCard';
import ListTable from './components/ListTable';
import MoneyCards from './components/MoneyCards';
import ProfileHeader from './components/ProfileHeader';
import RiskTable from './components/RiskTable';
import SecurityTab from './components/SecurityTab';
import useText from '@/hooks/useText';

const TABS = ['overview', 'security', 'lists', 'risk'] as const;
type Tab = (typeof TABS)[number];

/** /profile: personal information, account security, white/black lists and risk warnings (tab in the URL). */
export default function Profile() {
  const t = useText();
  const { currentUser } = useUserState();
  const [url, setUrl] = useUrlFilters();
  const tab: Tab = (TABS as readonly string[]).includes(url.tab ?? '') ? (url.tab as Tab) : 'overview';
  const kind: ListKind = url.kind === 'resellers' ? 'resellers' : 'suppliers';
  const list: ListType = url.list === 'blacklist' ? 'blacklist' : 'whitelist';
  if (!currentUser) return <Skeleton active avatar paragraph={{ rows: 8 }} />;

  const kindSwitch = (
    <Segmented
      value={kind}
      onChange={(v) =>
        setUrl({
          tab,
          kind: v === 'suppliers' ? undefined : v,
          list: tab === 'lists' ? url.list : undefined,
        })
      }
      options={LIST_KINDS.map((k) => ({
        value: k,
        label: t(`account.lists.${k}`),
      }))}
    />
  );

  return (
    <Tabs
      activeKey={tab}
      onChange={(k) => setUrl({ tab: k === 'overview' ? undefined : k })}
      items={[
        {
          key: 'overview',
          label: t('account.tab.overview'),
          children: (
            <Space direction="vertical" size={12} style={{ width: '100%' }}>
              <ProfileHeader user={currentUser} />
              <MoneyCards user={currentUser} />
              <Row gutter={[12, 12]}>
                <Col xs={24} lg={8}>
                  <ContactsCard user={currentUser} />
                </Col>
                <Col xs={24} lg={16}>
                  <AccountCards user={currentUser} />
                </Col>
              </Row>
            </Space>
          ),
        },
        {
          key: 'security',
          label: t('account.tab.security'),
          children: <SecurityTab />,
        },
        {
          key: 'lists',
          label: t('account.tab.lists'),
          children: (
            <Card size="small" title={kindSwitch}>
              <Tabs
                size="small"
                activeKey={list}
                onChange={(l) =>
                  setUrl({
                    tab,
                    kind: url.kind,
                    list: l === 'whitelist' ? undefined : l,
                  })
                }
                items={LIST_TYPES.map((l) => ({
                  key: l,
                  label: t(`account.lists.${l}`),
                  children: l === list ? <ListTable kind={kind} list={l} /> : null,
                }))}
              />
            </Card>
          ),
        },
        {
          key: 'risk',
          label: t('account.tab.risk'),
          children: (
            <Card size="small" title={kindSwitch}>
              {tab === 'risk' ? <RiskTable side={kind} /> : null}
            </Card>
          ),
        },
      ]}
    />
  );
}
