import type { CSSProperties, ReactNode } from 'react';
import styles from '../index.less';

export interface PanelProps {
  title: ReactNode;
  extra?: ReactNode;
  style?: CSSProperties;
  bodyStyle?: CSSProperties;
  'data-testid'?: string;
  children: ReactNode;
}

/**
 * A titled block of home, drawn like antd's small Card. antd's Card imports Tabs (for its tab
 * list) whatever is used: home's first load stays lighter without it.
 */
export default function Panel({ title, extra, style, bodyStyle, children, ...rest }: PanelProps) {
  return (
    <section className={styles.panel} style={style} data-testid={rest['data-testid']}>
      <header className={styles.panelHead}>
        <div className={styles.panelTitle}>{title}</div>
        {extra && <div className={styles.panelExtra}>{extra}</div>}
      </header>
      <div className={styles.panelBody} style={bodyStyle}>
        {children}
      </div>
    </section>
  );
}
