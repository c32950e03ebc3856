import type { CodeSent } from '@/types';
import { reportError } from '@/utils/reportError';
import { toast } from '@/utils/toast';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import useText from '@/hooks/useText';

interface Props {
  /** sends the code; rejects when the request failed (the pipeline already said why) */
  send: () => Promise<CodeSent>;
  disabled?: boolean;
  testId?: string;
}

/** "Send code" with the resend countdown the server asks for. */
export default function CodeButton({ send, disabled, testId }: Props) {
  const t = useText();
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval>>();
  useEffect(() => () => clearInterval(timer.current), []);

  const start = (seconds: number) => {
    clearInterval(timer.current);
    setLeft(seconds);
    timer.current = setInterval(() => {
      setLeft((s) => {
        if (s <= 1) clearInterval(timer.current);
        return Math.max(0, s - 1);
      });
    }, 1000);
  };

  const onClick = async () => {
    setBusy(true);
    try {
      const sent = await send();
      toast.success(t('account.common.codeSent', { target: sent.target }));
      start(sent.resendAfter);
    } catch (e) {
      reportError(e); // the pipeline showed a refused call; anything else is shown here
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button onClick={onClick} loading={busy} disabled={disabled || left > 0} data-testid={testId}>
      {left > 0 ? t('account.common.resendIn', { s: left }) : t('account.common.sendCode')}
    </Button>
  );
}
