import { useMemo } from 'react';
import styles from './RichText.less';
import { sanitizeRichText } from './sanitize';

/** Article and notice bodies: always sanitised before they reach the DOM. */
export default function RichText({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  // sanitised just above
  return <div className={styles.body} data-testid="rich-text" dangerouslySetInnerHTML={{ __html: clean }} />;
}
