import useText from '@/hooks/useText';
import { copyText } from '@/utils/clipboard';
import type { ReactNode } from 'react';
import acts from './rowActions.less';
import { COPY_ICON } from './rowIcons';

/**
 * A table cell's text with a copy button after it ("Copy <text>"): a plain button, not
 * Typography's copyable (a tooltip, an antd button and two icons in every row). `children` shows
 * something else for the text (a link to it); no text shows a dash, as ProTable's empty cells.
 */
export default function CopyCell({ text, children }: { text: string | undefined; children?: ReactNode }) {
  const t = useText();
  if (!text) return <>-</>;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {children ?? text}
      <button
        type="button"
        className={acts.act}
        style={{ fontSize: 12 }}
        title={t('common.copy')}
        aria-label={t('common.copyOf', { text })}
        onClick={() => void copyText(text, t('common.copied'))}
      >
        {COPY_ICON}
      </button>
    </span>
  );
}
