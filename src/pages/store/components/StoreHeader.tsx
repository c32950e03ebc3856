import { DEFAULT_AVATAR } from '@/constants/session';
import { assetUrl } from '@/microapp/urls';
import { RISK_COLOR } from '@/constants/market';
import { useUserState } from '@/hooks/useCurrentUser';
import type { MerchantStore } from '@/types';
import { openChat } from '@/utils/chatBus';
import { formatDate, formatDateTime, formatDuration, formatPercent, formatQuantity } from '@/utils/format';
import { openLoginDialog } from '@/utils/loginDialog';
import { isNewMerchant } from '@/utils/market';
import { MessageOutlined } from '@ant-design/icons';
import { FormattedMessage, useIntl } from '@umijs/max';
import { Alert, Avatar, Badge, Button, Card, Space, Statistic, Tag, Tooltip, Typography } from 'antd';
import useText from '@/hooks/useText';
import { isEnglish } from '@/utils/i18n';

/** 'Reason; reason. Hint.' with each language's punctuation. */
function riskText(reasons: string[], hint: string, locale: string): string {
  if (!isEnglish(locale)) return `${reasons.join('；')}。${hint}`;
  const sentence = reasons.join('; ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}. ${hint}`;
}

/** Store identity, the merchant's figures, and the risk and offline notices a buyer must see first. */
export default function StoreHeader({ store }: { store: MerchantStore }) {
  const intl = useIntl();
  const { currentUser } = useUserState();
  const m = useText();
  const own = currentUser?.id === store.userId;
  const chat = () => {
    if (!currentUser) {
      openLoginDialog();
      return;
    }
    // a seller's store is where I buy ('my purchases' side), a buyer's store where I sell
    openChat({ side: store.storeType === 'seller' ? 'purchase' : 'sales', counterpartyId: store.userId });
  };
  const risk = store.riskWarning;
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      {risk && (
        <Alert
          type={RISK_COLOR[risk.level]}
          showIcon
          data-testid="store-risk"
          message={m('market.store.risk.title', { level: m(`market.store.risk.level.${risk.level}`) })}
          description={riskText(
            risk.reasons.map((r) => m(`market.store.risk.reason.${r}`)),
            m('market.store.risk.hint'),
            intl.locale,
          )}
        />
      )}
      {!store.online && store.offLineTime && (
        <Alert
          type="info"
          showIcon
          data-testid="store-offline"
          message={m('market.store.offline', { time: formatDateTime(store.offLineTime) })}
        />
      )}
      <Card size="small" data-testid="store-header">
        <div style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' }}>
          <Badge dot status={store.online ? 'success' : 'default'} offset={[-6, 48]}>
            <Avatar size={56} src={store.avatar || assetUrl(DEFAULT_AVATAR)} alt="" />
          </Badge>
          <div style={{ flex: 1, minWidth: 220 }}>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="store-name">
              {store.storeName}
            </Typography.Title>
            <Space size={4} wrap style={{ marginTop: 4 }}>
              <Tag color="blue">{m(store.storeType === 'seller' ? 'market.store.seller' : 'market.store.buyer')}</Tag>
              <Tag color={store.realNameVerified ? 'green' : 'default'}>
                {m(store.realNameVerified ? 'market.store.verified' : 'market.store.unverified')}
              </Tag>
              {store.storeType === 'buyer' && (
                <Tag color={store.depositPaid ? 'green' : 'default'}>
                  {m(store.depositPaid ? 'market.listing.deposit' : 'market.listing.noDeposit')}
                </Tag>
              )}
              {isNewMerchant(store) ? (
                <Tooltip title={m('market.kpi.newStore.hint')}>
                  <Tag color="green">{m('market.kpi.newStore')}</Tag>
                </Tooltip>
              ) : null}
              <Badge status={store.online ? 'success' : 'default'} text={m(store.online ? 'market.kpi.online' : 'market.kpi.offline')} />
            </Space>
          </div>
          <Space size={28} wrap>
            {isNewMerchant(store) ? (
              // no closed order yet: a rate of 0% and a time of 0 s would read as a bad store
              <Statistic
                title={`${m('market.kpi.completionRate')} · ${m('market.kpi.avgTradeTime')}`}
                value={m('market.kpi.newStore')}
                valueStyle={{ color: '#389e0d' }}
                data-testid="store-new"
              />
            ) : (
              <>
                <Statistic title={m('market.kpi.completionRate')} value={formatPercent(store.completionRate)} />
                <Statistic title={m('market.kpi.avgTradeTime')} value={formatDuration(store.avgTradeSeconds * 1000, intl.locale)} />
              </>
            )}
            <Statistic title={m('market.kpi.tradeCount')} value={formatQuantity(store.tradeCount)} />
            <Statistic title={m('market.store.listingCount')} value={formatQuantity(store.listingCount)} />
            <Statistic title={m('market.store.openedAt')} value={formatDate(store.openedAt) || '-'} />
          </Space>
          {!own && (
            <Button icon={<MessageOutlined />} onClick={chat} data-testid="store-chat">
              <FormattedMessage id="market.store.chat" />
            </Button>
          )}
        </div>
      </Card>
    </Space>
  );
}
