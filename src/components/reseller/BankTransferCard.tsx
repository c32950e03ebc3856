import useText from '@/hooks/useText';
import { getRechargeAccount } from '@/services/account';
import { isEnglish } from '@/utils/i18n';
import { BankOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Card, Descriptions, Typography } from 'antd';

/**
 * Deposit top-up by bank transfer: the platform's account and the user's own transfer reference
 * (POST B/uc/users/me/recharge/account), asked for when the user chooses to pay this way.
 */
export default function BankTransferCard() {
  const t = useText();
  const en = isEnglish(useIntl().locale);
  const req = useRequest(getRechargeAccount, { manual: true });
  const a = req.data;
  return (
    <Card size="small" title={t('reseller.deposit.transfer.title')} style={{ marginBottom: 12 }} data-testid="bank-transfer">
      <Typography.Paragraph type="secondary">{t('reseller.deposit.transfer.hint')}</Typography.Paragraph>
      {a ? (
        <>
          <Descriptions size="small" column={1} bordered styles={{ label: { width: 160 } }}>
            <Descriptions.Item label={t('reseller.deposit.transfer.bank')}>{en ? a.bankNameEn : a.bankName}</Descriptions.Item>
            <Descriptions.Item label={t('reseller.deposit.transfer.accountName')}>
              <Typography.Text copyable>{en ? a.accountNameEn : a.accountName}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('reseller.deposit.transfer.accountNo')}>
              <Typography.Text copyable={{ text: a.accountNo.replace(/\s/g, '') }} data-testid="transfer-account-no">
                {a.accountNo}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('reseller.deposit.transfer.reference')}>
              <Typography.Text strong copyable data-testid="transfer-reference">
                {a.reference}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          <Alert
            type="warning"
            showIcon
            style={{ marginTop: 12 }}
            message={t('reseller.deposit.transfer.referenceHint', { reference: a.reference })}
          />
        </>
      ) : (
        <Button icon={<BankOutlined />} loading={req.loading} onClick={req.run} data-testid="transfer-show">
          {t('reseller.deposit.transfer.show')}
        </Button>
      )}
    </Card>
  );
}
