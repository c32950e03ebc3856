import useText from '@/hooks/useText';
import { copyText } from '@/utils/clipboard';
import type { CSSProperties, ReactNode } from 'react';
import acts from './rowActions.less';
import { COPY_ICON } from './rowIcons';

/**
 * A table cell's text with a copy button after it: a plain button with the text as its name, not
 * Typography's copyable (a tooltip, an antd button and two icons in every row). `children` shows
 * something else for the text (a link to it); no text shows a dash, as ProTable's empty cells.
 */
export default function CopyCell({ text, style, children }: { text: string | undefined; style?: CSSProperties; children?: ReactNode }) {
  const t = useText();
  if (!text) return <>-</>;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <span style={style}>{children ?? text}</span>
      <button
        type="button"
        className={acts.act}
        title={t('common.copy')}
        aria-label={t('common.copyOf', { text })}
        onClick={() => void copyText(text, t('common.copied'))}
      >
        {COPY_ICON}
      </button>
    </span>
  );
}
