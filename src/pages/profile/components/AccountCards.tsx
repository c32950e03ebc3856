import { RESELLER_STEPS, SUPPLIER_STEPS } from '@/utils/guards';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import type { CurrentUser } from '@/types';
import { Link } from '@umijs/max';
import { Button, Card, Descriptions, Space, Steps, Typography } from 'antd';
import { useState } from 'react';
import RebindModal from './RebindModal';
import useText from '@/hooks/useText';

/** Sign-in phone and e-mail with rebinding, store links, and the merchant onboarding progress. */
export default function AccountCards({ user }: { user: CurrentUser }) {
  const t = useText();
  const to = usePrefixedPath();
  const [rebind, setRebind] = useState<'phone' | 'email'>();
  const progress = (merchant: 'supplier' | 'reseller') => {
    const steps = merchant === 'supplier' ? SUPPLIER_STEPS : RESELLER_STEPS;
    const at = Math.max(0, steps.indexOf(user.merchantProgress[merchant] as never));
    const done = user.merchantProgress[merchant] === 'completion';
    return (
      <Space direction="vertical" size={4} style={{ width: '100%' }}>
        <Space>
          <Typography.Text strong>
            {t(merchant === 'supplier' ? 'account.overview.progressSupplier' : 'account.overview.progressReseller')}
          </Typography.Text>
          {!done && user.puid === '0' ? (
            <Link to={to(`/${merchant === 'supplier' ? 'commodity' : 'demand'}/auth`)}>{t('account.overview.continue')}</Link>
          ) : null}
        </Space>
        <Steps size="small" current={done ? steps.length : at} items={steps.map((s) => ({ title: t(`account.step.${s}`) }))} />
      </Space>
    );
  };
  const store = (info: CurrentUser['supplierInfo'], path: 'seller' | 'buyer', open: string, auth: string) =>
    info?.storeUrl ? (
      <Link to={to(`/${path}/${info.storeUrl}`)}>{info.storeName ?? info.storeUrl}</Link>
    ) : (
      <Space size={4}>
        <Typography.Text type="secondary">{t('account.overview.noStore')}</Typography.Text>
        {user.puid === '0' ? <Link to={to(auth)}>{t(open)}</Link> : null}
      </Space>
    );
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small">
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}
          items={[
            {
              key: 'p',
              label: t('account.overview.phone'),
              children: (
                <Space>
                  {user.phoneNumber ?? t('account.overview.notSet')}
                  <Button size="small" type="link" onClick={() => setRebind('phone')}>
                    {t('account.overview.rebind')}
                  </Button>
                </Space>
              ),
            },
            {
              key: 'e',
              label: t('account.overview.email'),
              children: (
                <Space>
                  {user.email ?? t('account.overview.notSet')}
                  <Button size="small" type="link" onClick={() => setRebind('email')}>
                    {t('account.overview.rebind')}
                  </Button>
                </Space>
              ),
            },
            {
              key: 's',
              label: t('account.overview.supplierStore'),
              children: store(user.supplier ? user.supplierInfo : undefined, 'seller', 'account.overview.openSupplier', '/commodity/auth'),
            },
            {
              key: 'r',
              label: t('account.overview.resellerStore'),
              children: store(user.reseller ? user.resellerInfo : undefined, 'buyer', 'account.overview.openReseller', '/demand/auth'),
            },
          ]}
        />
      </Card>
      <Card size="small" title={t('account.overview.progress')}>
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          {progress('supplier')}
          {progress('reseller')}
        </Space>
      </Card>
      <RebindModal kind={rebind ?? 'phone'} open={!!rebind} onClose={() => setRebind(undefined)} />
    </Space>
  );
}
