import { BANKS, FUND_ACCOUNT_TYPES } from '@/constants/account';
import { isAlipayAccount, isBankCard } from '@/domain/account/rules';
import useSubmit from '@/hooks/useSubmit';
import { addReceivingAccount } from '@/services/account';
import type { FundReceivingAccount, FundReceivingAccountInput } from '@/types';
import { Form, Input, Modal, Radio, Select } from 'antd';
import useText from '@/hooks/useText';

interface Props {
  open: boolean;
  realName: string;
  onClose: () => void;
  onAdded: (account: FundReceivingAccount) => void;
}

/** Adds a receiving account; the holder is fixed to the verified real name, numbers are checked as typed. */
export default function ReceivingAccountForm({ open, realName, onClose, onAdded }: Props) {
  const t = useText();
  const [form] = Form.useForm<FundReceivingAccountInput>();
  const type = Form.useWatch('accountType', form) ?? 'ALIPAY';
  const { busy, onFinish } = useSubmit(form, async (values: FundReceivingAccountInput) => {
    const added = await addReceivingAccount({
      ...values,
      accountName: realName,
      accountNo: values.accountNo.replace(/\s+/g, ''),
    });
    form.resetFields();
    onAdded(added);
  });
  return (
    <Modal
      open={open}
      title={t('account.receiving.add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('account.common.add')}
      cancelText={t('account.common.cancel')}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'receiving-submit' } as Record<string, string>}
      destroyOnClose={false}
    >
      <Form<FundReceivingAccountInput>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={{ accountType: 'ALIPAY' }}
        data-testid="receiving-form"
      >
        <Form.Item name="accountType" label={t('account.receiving.type')}>
          <Radio.Group
            optionType="button"
            options={FUND_ACCOUNT_TYPES.map((v) => ({
              value: v,
              label: t(`account.receiving.type.${v}`),
            }))}
          />
        </Form.Item>
        <Form.Item label={t('account.receiving.holder')} extra={t('account.receiving.holderHint')}>
          <Input value={realName} disabled data-testid="receiving-holder" />
        </Form.Item>
        <Form.Item
          name="accountNo"
          label={t('account.receiving.number')}
          validateTrigger="onBlur"
          rules={[
            {
              required: true,
              message: t('account.common.required', {
                name: t('account.receiving.number'),
              }),
            },
            {
              validator: async (_, v: string | undefined) => {
                if (!v) return;
                const ok = type === 'BANK_CARD' ? isBankCard(v) : isAlipayAccount(v);
                if (!ok) throw new Error(t(type === 'BANK_CARD' ? 'account.rule.bankCard' : 'account.rule.alipay'));
              },
            },
          ]}
        >
          <Input autoComplete="off" data-testid="receiving-number" />
        </Form.Item>
        {type === 'BANK_CARD' ? (
          <>
            <Form.Item
              name="bankName"
              label={t('account.receiving.bank')}
              rules={[
                {
                  required: true,
                  message: t('account.common.required', {
                    name: t('account.receiving.bank'),
                  }),
                },
              ]}
            >
              <Select
                showSearch
                optionFilterProp="label"
                options={BANKS.map((b) => ({
                  value: b,
                  label: t(`account.bank.${b}`),
                }))}
                data-testid="receiving-bank"
              />
            </Form.Item>
            <Form.Item name="bankBranch" label={t('account.receiving.branch')} rules={[{ max: 60 }]}>
              <Input />
            </Form.Item>
          </>
        ) : null}
      </Form>
    </Modal>
  );
}
