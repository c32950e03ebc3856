import { useIntl } from '@umijs/max';
import type { SpinProps } from 'antd';
import { useState } from 'react';
import styles from './TableLoading.less';

/**
 * A big table's loading state as a thin bar above it. ProTable's own indicator blurs the whole
 * table and un-blurs it when the rows are in: that class change restyles every cell of a
 * 500-row page once more, after the rows were already drawn.
 */
export function useTableLoading(): { loading: boolean; tableProps: { loading: false; onLoadingChange: (l: boolean | SpinProps | undefined) => void } } {
  const [loading, setLoading] = useState(false);
  const onLoadingChange = (l: boolean | SpinProps | undefined) => setLoading(typeof l === 'object' ? !!l.spinning : !!l);
  return { loading, tableProps: { loading: false, onLoadingChange } };
}

export function TableLoadingBar({ loading }: { loading: boolean }) {
  const intl = useIntl();
  return loading ? (
    <div className={styles.bar} role="progressbar" aria-label={intl.formatMessage({ id: 'common.loading' })} data-testid="table-loading" />
  ) : (
    <div className={styles.idle} />
  );
}
