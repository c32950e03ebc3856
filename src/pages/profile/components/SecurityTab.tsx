import usePrefixedPath from '@/hooks/usePrefixedPath';
import { useAccess } from '@/hooks/useCurrentUser';
import { generateQrCode, getSecuritySettings, setVerifiedLoginIp } from '@/services/subscription';
import type { QrTicket } from '@/types';
import { formatDateTime } from '@/utils/format';
import { toast } from '@/utils/toast';
import { Link } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Card, Col, Descriptions, Popconfirm, QRCode, Row, Space, Switch, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import useText from '@/hooks/useText';
import LoadState from '@/components/LoadState';

/** Sign-in protection (new-IP check), the IPs used, the binding QR code and the password link. */
export default function SecurityTab() {
  const t = useText();
  const to = usePrefixedPath();
  const access = useAccess();
  const { data, loading, error, refresh, mutate } = useRequest(getSecuritySettings);
  const [qr, setQr] = useState<QrTicket>();
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (!qr) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [qr]);
  const expired = !!qr && Date.parse(qr.expiresAt) <= now;

  const toggle = async (open: boolean) => {
    mutate(await setVerifiedLoginIp(open));
    toast.success(t(open ? 'account.security.loginIpOn' : 'account.security.loginIpOff'));
  };
  const showQr = async () => {
    setQr(await generateQrCode());
    setNow(Date.now());
  };

  if (error && !data) return <LoadState error onRetry={refresh} />;
  const on = !!data?.verifiedLoginIp;
  const switcher = (
    <Switch
      checked={on}
      loading={loading && !data}
      disabled={!access.isMain}
      data-testid="login-ip-switch"
      onChange={(v) => (v ? toggle(true) : undefined)}
    />
  );
  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} lg={14}>
        <Card
          size="small"
          title={t('account.security.loginIp')}
          extra={
            on ? (
              <Popconfirm
                title={t('account.security.loginIpConfirmOff')}
                onConfirm={() => toggle(false)}
                okText={t('account.common.confirm')}
                cancelText={t('account.common.cancel')}
              >
                {switcher}
              </Popconfirm>
            ) : (
              switcher
            )
          }
        >
          <Space direction="vertical" size={8} style={{ width: '100%' }}>
            <Typography.Text type="secondary">{t('account.security.loginIpHint')}</Typography.Text>
            {!access.isMain ? <Alert type="info" showIcon message={t('account.security.mainOnly')} /> : null}
            <Descriptions
              size="small"
              column={1}
              items={[
                {
                  key: 'last',
                  label: t('account.security.lastIp'),
                  children: data?.lastLoginIp ?? '-',
                },
                {
                  key: 'ips',
                  label: t('account.security.knownIps'),
                  children: (
                    <Space size={[4, 4]} wrap>
                      {(data?.knownIps ?? []).map((ip) => (
                        <Tag key={ip}>{ip}</Tag>
                      ))}
                    </Space>
                  ),
                },
                {
                  key: 'pw',
                  label: t('account.security.password'),
                  children: <Link to={to('/profile/change_password')}>{t('account.security.changePassword')}</Link>,
                },
              ]}
            />
          </Space>
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card size="small" title={t('account.security.qr')}>
          <Space direction="vertical" align="center" style={{ width: '100%' }}>
            <Typography.Text type="secondary">{t('account.security.qrHint')}</Typography.Text>
            {qr ? <QRCode value={qr.content} status={expired ? 'expired' : 'active'} onRefresh={showQr} data-testid="bind-qr" /> : null}
            {qr && !expired ? (
              <Typography.Text type="secondary">
                {t('account.security.qrExpires', {
                  t: formatDateTime(qr.expiresAt),
                })}
              </Typography.Text>
            ) : null}
            {qr && expired ? <Typography.Text type="warning">{t('account.security.qrExpired')}</Typography.Text> : null}
            {!qr ? (
              <Button onClick={showQr} data-testid="bind-qr-generate">
                {t('account.security.qrGenerate')}
              </Button>
            ) : null}
          </Space>
        </Card>
      </Col>
    </Row>
  );
}
