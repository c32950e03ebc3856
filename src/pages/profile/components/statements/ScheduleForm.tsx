import useSubmit from '@/hooks/useSubmit';
import useText from '@/hooks/useText';
import { useAccess } from '@/hooks/useCurrentUser';
import {
  STATEMENT_FREQUENCIES,
  STATEMENT_LANGS,
  STATEMENT_SCOPES,
  type StatementSchedule,
  type StatementScheduleInput,
} from '@/domain/statements/types';
import { getLocale } from '@umijs/max';
import { Form, Modal, Select, Switch } from 'antd';
import { useEffect } from 'react';

interface Props {
  open: boolean;
  /** the schedule edited, or none for a new one */
  editing?: StatementSchedule;
  onClose: () => void;
  onSave: (input: StatementScheduleInput) => Promise<unknown>;
}

const HOURS = Array.from({ length: 24 }, (_, h) => h);
export const hourText = (h: number): string => `${String(h).padStart(2, '0')}:00`;

/** New or edited statement schedule: frequency, day and hour (Beijing), accounts, sheet language. */
export default function ScheduleForm({ open, editing, onClose, onSave }: Props) {
  const t = useText();
  const access = useAccess();
  const [form] = Form.useForm<StatementScheduleInput>();
  const frequency = Form.useWatch('frequency', form);
  const { busy, onFinish } = useSubmit(form, onSave);
  const scopes = STATEMENT_SCOPES.filter((s) => s !== 'DEPOSIT' || access.isMain || access.subAuthorities.includes('FUND_DEPOSIT'));

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      editing ?? {
        frequency: 'DAILY',
        weekday: 1,
        hour: 8,
        scope: 'ALL',
        lang: getLocale() === 'en-US' ? 'en-US' : 'zh-CN',
        enabled: true,
      },
    );
  }, [open, editing, form]);

  return (
    <Modal
      open={open}
      title={t(editing ? 'statements.schedule.edit' : 'statements.schedule.add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={busy}
      okText={t('account.common.save')}
      cancelText={t('account.common.cancel')}
      destroyOnClose
      data-testid="statement-schedule-form"
    >
      <Form form={form} layout="vertical" onFinish={onFinish} preserve={false}>
        <Form.Item name="frequency" label={t('statements.form.frequency')} rules={[{ required: true }]}>
          <Select
            data-testid="schedule-frequency"
            options={STATEMENT_FREQUENCIES.map((f) => ({ value: f, label: t(`statements.frequency.${f}`) }))}
          />
        </Form.Item>
        {frequency === 'WEEKLY' && (
          <Form.Item name="weekday" label={t('statements.form.weekday')} rules={[{ required: true }]}>
            <Select options={[1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: d, label: t(`statements.weekday.${d}`) }))} />
          </Form.Item>
        )}
        <Form.Item name="hour" label={t('statements.form.hour')} rules={[{ required: true }]}>
          <Select
            showSearch
            optionFilterProp="label"
            data-testid="schedule-hour"
            options={HOURS.map((h) => ({ value: h, label: hourText(h) }))}
          />
        </Form.Item>
        <Form.Item name="scope" label={t('statements.form.scope')} rules={[{ required: true }]}>
          <Select options={scopes.map((s) => ({ value: s, label: t(`statements.scope.${s}`) }))} />
        </Form.Item>
        <Form.Item name="lang" label={t('statements.form.lang')} rules={[{ required: true }]}>
          <Select options={STATEMENT_LANGS.map((l) => ({ value: l, label: t(`statements.lang.${l}`) }))} />
        </Form.Item>
        <Form.Item name="enabled" label={t('statements.form.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
