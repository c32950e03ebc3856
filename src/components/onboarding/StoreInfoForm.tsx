import { useUserState } from '@/hooks/useCurrentUser';
import useSubmit from '@/hooks/useSubmit';
import { ProForm } from '@ant-design/pro-components';
import { type ButtonProps, Form } from 'antd';
import type { StoreInfoSpec } from './types';

interface Props<V> {
  spec: StoreInfoSpec<V>;
  submitText: string;
  /** after a save: on to the next step (onboarding) or a reload (settings) */
  onSaved: () => Promise<void>;
}

/**
 * A role's store details (name, unique store URL, contacts): the info step opens the role with
 * them, the role's settings page edits them with the same form.
 */
export default function StoreInfoForm<V extends object>({ spec, submitText, onSaved }: Props<V>) {
  const { currentUser } = useUserState();
  const [form] = Form.useForm<V>();
  const { busy, onFinish } = useSubmit(form, async (v: V) => {
    await spec.save(v);
    await onSaved();
  });
  return (
    <ProForm<V>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '120px' }}
      wrapperCol={{ style: { maxWidth: 420 } }}
      style={{ maxWidth: 620 }}
      initialValues={spec.initialValues(currentUser)}
      onFinish={onFinish}
      submitter={{
        searchConfig: { submitText },
        resetButtonProps: false,
        submitButtonProps: { loading: busy, 'data-testid': 'info-submit' } as ButtonProps,
        render: (_, dom) => <div style={{ paddingLeft: 120 }}>{dom}</div>,
      }}
    >
      {spec.fields}
    </ProForm>
  );
}
