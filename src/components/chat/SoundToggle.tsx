import { isMuted, setMuted } from '@/utils/sound';
import { MutedOutlined, SoundOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';

/** Sounds on or off for the whole console (chat and notifications). */
export default function SoundToggle() {
  const intl = useIntl();
  const [muted, setState] = useState(isMuted);
  const text = intl.formatMessage({ id: muted ? 'chat.sound.off' : 'chat.sound.on' });
  return (
    <Tooltip title={intl.formatMessage({ id: muted ? 'chat.sound.turnOn' : 'chat.sound.turnOff' })}>
      <Button
        type="text"
        size="small"
        icon={muted ? <MutedOutlined /> : <SoundOutlined />}
        aria-pressed={!muted}
        onClick={() => {
          setMuted(!muted);
          setState(!muted);
        }}
        data-testid="sound-toggle"
      >
        {text}
      </Button>
    </Tooltip>
  );
}
