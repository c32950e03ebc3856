import type { ReactNode } from 'react';
import styles from './AuthCard.less';

/** Narrow centred card for the sign-in related pages. */
export default function AuthCard({ children }: { children: ReactNode }) {
  return <section className={styles.card}>{children}</section>;
}
