import type { OrderDeadlineKind } from '@/types';
import { formatDuration } from '@/utils/format';
import { beijingTime } from './dates';
import cells from './rowCells.less';
import { useEffect, useMemo, useRef } from 'react';
import useNow from './useNow';
import useText from '@/hooks/useText';

interface Props {
  deadline?: { kind: OrderDeadlineKind; at: string };
  /** called once when the deadline passes (the list reloads to show the new status) */
  onExpire?: () => void;
}

const URGENT_MS = 10 * 60_000;

/** Time left to an order's next deadline: label, h/m/s, red when close, "overdue" after it. */
export default function Countdown({ deadline, onExpire }: Props) {
  const t = useText();
  const now = useNow();
  // fires only when a deadline passes while shown: one already past (overdue) does not reload
  const ahead = useRef(false);
  const exact = useMemo(() => (deadline ? beijingTime(deadline.at) : ''), [deadline]);
  const left = deadline ? Date.parse(deadline.at) - now : 0;
  useEffect(() => {
    if (!deadline) return;
    if (left > 0) ahead.current = true;
    else if (ahead.current) {
      ahead.current = false;
      onExpire?.();
    }
  }, [deadline, left, onExpire]);
  if (!deadline) return <span className={cells.secondary}>{t('trade.deadline.none')}</span>;
  const label = t(`trade.deadline.${deadline.kind}`);
  return (
    <span title={exact}>
      <span data-testid="order-countdown" style={{ whiteSpace: 'nowrap', display: 'inline-block', lineHeight: 1.35 }}>
        <span className={`${cells.secondary} ${cells.small}`} style={{ display: 'block' }}>
          {label}
        </span>
        {left > 0 ? (
          <span className={left < URGENT_MS ? `${cells.danger} ${cells.strong}` : undefined}>{formatDuration(left)}</span>
        ) : (
          <span className={cells.danger}>{t('trade.deadline.overdue')}</span>
        )}
      </span>
    </span>
  );
}
