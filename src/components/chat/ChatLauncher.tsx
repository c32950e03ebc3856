import { BADGE_MAX, Z_INDEX_BASE } from '@/constants/limits';
import { CustomerServiceOutlined, HolderOutlined, MessageOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Badge } from 'antd';
import { useState, type FocusEvent } from 'react';
import styles from './ChatLauncher.less';
import { LAUNCHER_EDGE_WIDTH } from './launcherLayout';
import useVerticalDrag from './useVerticalDrag';
import useText from '@/hooks/useText';

export interface ChatLauncherProps {
  /** the total unread badge */
  count: number;
  /** bumped on each new message: replays the animation */
  pulse: number;
  chatOpen: boolean;
  serviceOpen: boolean;
  onChat: () => void;
  onService: () => void;
}

const DEFAULT_BOTTOM = 96;

/**
 * The floating chat button (SPEC §2): draggable up and down, badge of the unread total. At rest it
 * is a slim strip of icons on the right edge, where the layouts keep room for it, so it covers no
 * content; pointed at or focused, it unfolds to the left with its labels.
 */
export default function ChatLauncher({ count, pulse, chatOpen, serviceOpen, onChat, onService }: ChatLauncherProps) {
  const intl = useIntl();
  const { ref, bottom, dragging, onPointerDown, onKeyDown, guardClick } = useVerticalDrag(DEFAULT_BOTTOM);
  const label = useText();
  const [expanded, setExpanded] = useState(false);
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setExpanded(false);
  };
  return (
    <div
      ref={ref}
      className={`${styles.launcher} ${expanded ? styles.expanded : ''} ${dragging ? styles.dragging : ''}`}
      style={{ bottom, zIndex: Z_INDEX_BASE - 1, width: expanded ? undefined : LAUNCHER_EDGE_WIDTH }}
      onPointerDown={onPointerDown}
      onMouseEnter={() => setExpanded(true)}
      onMouseLeave={() => setExpanded(false)}
      onFocus={() => setExpanded(true)}
      onBlur={onBlur}
      data-expanded={expanded}
      data-testid="chat-launcher"
      // a landmark of its own: it floats outside the layouts' header, nav and main
      role="region"
      aria-label={label('chat.launcher.region')}
    >
      <div
        className={styles.grip}
        role="slider"
        tabIndex={0}
        aria-orientation="vertical"
        aria-valuenow={bottom}
        aria-label={label('chat.launcher.move')}
        title={label('chat.launcher.move')}
        onKeyDown={onKeyDown}
      >
        <HolderOutlined rotate={90} />
      </div>
      <button
        type="button"
        className={`${styles.button} ${chatOpen ? styles.active : ''}`}
        onClick={guardClick(onChat)}
        aria-label={count > 0 ? intl.formatMessage({ id: 'chat.launcher.unreadLabel' }, { count }) : label('chat.launcher.chat')}
        data-testid="chat-launcher-open"
      >
        <Badge
          count={count}
          overflowCount={BADGE_MAX}
          size="small"
          offset={expanded ? [6, -2] : [-3, -2]}
          data-testid="chat-launcher-badge"
        >
          <span key={pulse} className={pulse > 0 ? styles.pulse : undefined} data-pulse={pulse} style={{ display: 'inline-block' }}>
            <MessageOutlined />
          </span>
        </Badge>
        {expanded ? <span className={styles.label}>{label('chat.launcher.chat')}</span> : null}
      </button>
      <button
        type="button"
        className={`${styles.button} ${serviceOpen ? styles.active : ''}`}
        onClick={guardClick(onService)}
        aria-label={label('chat.launcher.service')}
        data-testid="chat-launcher-service"
      >
        <CustomerServiceOutlined />
        {expanded ? <span className={styles.label}>{label('chat.launcher.service')}</span> : null}
      </button>
    </div>
  );
}
