import { formatMessage } from '@/utils/formRules';
import { useIntl } from '@umijs/max';
import { Input, Modal, Typography } from 'antd';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { checkPromptValue, type PromptCheckOptions } from './promptCheck';

export interface PromptOptions extends PromptCheckOptions {
  title: ReactNode;
  /** Text above the input; also names the field in the "required" message. */
  label?: string;
  description?: ReactNode;
  placeholder?: string;
  initialValue?: string;
  maxLength?: number;
  multiline?: boolean;
  okText?: string;
}

export interface PromptDialogProps extends PromptOptions {
  open: boolean;
  onOk: (value: string) => void;
  onCancel: () => void;
}

/**
 * A dialog asking for one value, with an optional pattern and custom check (SPEC §5). Enter
 * submits (Ctrl+Enter in multi-line mode); on a refused answer the error shows under the input and
 * what was typed stays.
 */
export default function PromptDialog(props: PromptDialogProps) {
  const { open, onOk, onCancel, title, label, description, placeholder, initialValue, maxLength, multiline, okText } = props;
  const intl = useIntl();
  const [value, setValue] = useState(initialValue ?? '');
  const [error, setError] = useState<string>();
  const [checking, setChecking] = useState(false);
  const inputId = useId();

  useEffect(() => {
    if (open) {
      setValue(initialValue ?? '');
      setError(undefined);
    }
  }, [open, initialValue]);

  const submit = async () => {
    if (checking) return;
    setChecking(true);
    try {
      const name = label ?? intl.formatMessage({ id: 'dev.prompt.value' });
      const problem = await checkPromptValue(value, props, {
        required: formatMessage(intl.formatMessage({ id: 'dev.rules.required' }), name),
        invalid: intl.formatMessage({ id: 'dev.prompt.invalid' }),
      });
      setError(problem);
      if (!problem) onOk(value);
    } finally {
      setChecking(false);
    }
  };

  const inputProps = {
    value,
    placeholder,
    maxLength,
    autoFocus: true,
    id: inputId,
    status: error ? ('error' as const) : undefined,
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? `${inputId}-error` : undefined,
    'aria-label': label ?? intl.formatMessage({ id: 'dev.prompt.value' }),
    'data-testid': 'prompt-input',
    onChange: (e: { target: { value: string } }) => {
      setValue(e.target.value);
      if (error) setError(undefined);
    },
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText ?? intl.formatMessage({ id: 'dev.prompt.ok' })}
      cancelText={intl.formatMessage({ id: 'dev.prompt.cancel' })}
      confirmLoading={checking}
      onOk={submit}
      onCancel={onCancel}
      destroyOnClose
      okButtonProps={{ 'data-testid': 'prompt-ok' } as Record<string, string>}
      modalRender={(node) => <div data-testid="prompt-dialog">{node}</div>}
    >
      {description && <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>}
      {label && (
        <label htmlFor={inputId} style={{ display: 'block', marginBottom: 6 }}>
          {label}
        </label>
      )}
      {multiline ? (
        <Input.TextArea
          {...inputProps}
          autoSize={{ minRows: 2, maxRows: 8 }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
          }}
        />
      ) : (
        <Input {...inputProps} onPressEnter={() => void submit()} />
      )}
      {error && (
        <Typography.Text
          type="danger"
          role="alert"
          id={`${inputId}-error`}
          data-testid="prompt-error"
          style={{ display: 'block', marginTop: 4 }}
        >
          {error}
        </Typography.Text>
      )}
    </Modal>
  );
}
