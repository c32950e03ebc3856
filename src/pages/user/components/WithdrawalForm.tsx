import useMoneyConfirm from '@/components/MoneyConfirm';
import { CODE_RE } from '@/constants/account';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import useSubmit from '@/hooks/useSubmit';
import { applyWithdrawal, sendWithdrawalCode } from '@/services/withdrawal';
import type { FundReceivingAccount, WithdrawalInfo, WithdrawalRecord } from '@/types';
import { formatMoney } from '@/utils/format';
import { toast } from '@/utils/toast';
import { Link } from '@umijs/max';
import { Alert, Button, Form, Input, Select, Space, Tag, Typography } from 'antd';
import { accountLabel } from '@/utils/accountLabel';
import { amountMessage, feeOf, limitsText, maxToday } from './amountRules';
import CodeButton from '@/components/account/CodeButton';
import useText from '@/hooks/useText';
import { CURRENCY_SIGN, moneyText } from '@/components/MoneyText';

interface Values {
  accountId: string;
  amount: string;
  code: string;
}

interface Props {
  info?: WithdrawalInfo;
  accounts: FundReceivingAccount[];
  onDone: (record: WithdrawalRecord) => void;
}

/** Account, amount (limits, decimals, fee shown live), SMS code, then a confirmation before money moves. */
export default function WithdrawalForm({ info, accounts, onDone }: Props) {
  const t = useText();
  const to = usePrefixedPath();
  const [form] = Form.useForm<Values>();
  const amount = Form.useWatch('amount', form);
  const fee = feeOf(amount);
  const defaultId = accounts.find((a) => a.defaulted)?.id;
  const { confirm } = useMoneyConfirm();

  const submit = async (values: Values) => {
    const account = accounts.find((a) => a.id === values.accountId);
    const money = feeOf(values.amount);
    if (!account || !money) return;
    // the amount and the account it goes to are confirmed before money moves
    const ok = await confirm({
      title: t('account.withdrawal.confirmTitle'),
      amount: values.amount.trim(),
      method: accountLabel(t, account),
      detail: t('account.withdrawal.confirmBody', {
        amount: formatMoney(values.amount),
        account: accountLabel(t, account),
        fee: formatMoney(money.fee),
        actual: formatMoney(money.actual),
      }),
      okText: t('account.common.confirm'),
      okTestId: 'withdrawal-confirm-ok',
    });
    if (!ok) return;
    const record = await applyWithdrawal({
      accountId: values.accountId,
      amount: values.amount.trim(),
      code: values.code,
    });
    toast.success(t('account.withdrawal.applied', { amount: formatMoney(record.amount) }));
    form.setFieldsValue({ amount: '', code: '' });
    onDone(record);
  };
  const { busy, onFinish } = useSubmit(form, submit);

  if (accounts.length === 0) {
    return (
      <Alert
        type="warning"
        showIcon
        message={t('account.withdrawal.noAccount')}
        action={
          <Link to={to('/profile/receiving_account')}>
            <Button size="small" type="primary">
              {t('account.withdrawal.addAccount')}
            </Button>
          </Link>
        }
        data-testid="withdrawal-no-account"
      />
    );
  }

  return (
    <Form<Values>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '110px' }}
      onFinish={onFinish}
      initialValues={{ accountId: defaultId }}
      data-testid="withdrawal-form"
      style={{ maxWidth: 560 }}
    >
      <Form.Item label={t('account.withdrawal.account')} required htmlFor="accountId">
        <Space.Compact block>
          <Form.Item
            name="accountId"
            noStyle
            rules={[
              {
                required: true,
                message: t('account.common.required', {
                  name: t('account.withdrawal.account'),
                }),
              },
            ]}
          >
            <Select
              data-testid="withdrawal-account"
              options={accounts.map((a) => ({
                value: a.id,
                label: (
                  <span>
                    {accountLabel(t, a)} · {a.accountName} {a.defaulted ? <Tag color="blue">{t('account.receiving.default')}</Tag> : null}
                  </span>
                ),
              }))}
            />
          </Form.Item>
        </Space.Compact>
        <Link to={to('/profile/receiving_account')}>{t('account.funds.manageReceiving')}</Link>
      </Form.Item>
      <Form.Item
        label={t('account.withdrawal.amount')}
        name="amount"
        validateFirst
        rules={[
          {
            validator: async (_, v: string | undefined) => {
              const m = amountMessage(t, v, info);
              if (m) throw new Error(m);
            },
          },
        ]}
        extra={limitsText(t)}
      >
        <Input
          prefix={CURRENCY_SIGN}
          inputMode="decimal"
          autoComplete="off"
          data-testid="withdrawal-amount"
          suffix={
            <Typography.Link onClick={() => info && form.setFieldsValue({ amount: maxToday(info) })} data-testid="withdrawal-all">
              {t('account.withdrawal.all')}
            </Typography.Link>
          }
        />
      </Form.Item>
      <Form.Item label={t('account.withdrawal.fee')}>
        <Space size={16}>
          <span data-testid="withdrawal-fee">{moneyText(fee?.fee)}</span>
          <Typography.Text type="secondary">{t('account.withdrawal.actual')}</Typography.Text>
          <Typography.Text strong data-testid="withdrawal-actual">
            {moneyText(fee?.actual)}
          </Typography.Text>
        </Space>
      </Form.Item>
      <Form.Item
        label={t('account.withdrawal.code')}
        required
        extra={info?.phone ? t('account.withdrawal.codeTo', { phone: info.phone }) : undefined}
      >
        <Space.Compact block>
          <Form.Item
            name="code"
            noStyle
            rules={[
              {
                pattern: CODE_RE,
                required: true,
                message: t('account.rule.code'),
              },
            ]}
          >
            <Input
              maxLength={6}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={t('account.common.codePlaceholder')}
              data-testid="withdrawal-code"
            />
          </Form.Item>
          <CodeButton send={sendWithdrawalCode} testId="withdrawal-send-code" />
        </Space.Compact>
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="withdrawal-submit">
          {t('account.withdrawal.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
