import { reportError } from '@/utils/reportError';
import { useIntl } from '@umijs/max';
import type { SpinProps } from 'antd';
import { useState } from 'react';
import styles from './TableLoading.less';

export interface TableLoadingProps {
  loading: false;
  onLoadingChange: (l: boolean | SpinProps | undefined) => void;
  onLoad: () => void;
  onRequestError: (e: Error) => void;
}

/**
 * A big table's loading state as a thin bar above it. ProTable's own indicator blurs the whole
 * table and un-blurs it when the rows are in: that class change restyles every cell of a
 * 500-row page once more, after the rows were already drawn.
 *
 * With `loading` held at false, ProTable reports the start of a load (onLoadingChange(true)) but
 * never its end (its merged state is already false): the end is read from onLoad and
 * onRequestError, so the bar does not stay on after the rows are in.
 */
export function useTableLoading(): { loading: boolean; tableProps: TableLoadingProps } {
  const [loading, setLoading] = useState(false);
  const onLoadingChange = (l: boolean | SpinProps | undefined) => setLoading(typeof l === 'object' ? !!l.spinning : !!l);
  const onLoad = () => setLoading(false);
  const onRequestError = (e: Error) => {
    setLoading(false);
    reportError(e); // the pipeline showed a refused call; anything else is shown here
  };
  return { loading, tableProps: { loading: false, onLoadingChange, onLoad, onRequestError } };
}

export function TableLoadingBar({ loading }: { loading: boolean }) {
  const intl = useIntl();
  return loading ? (
    <div className={styles.bar} role="progressbar" aria-label={intl.formatMessage({ id: 'common.loading' })} data-testid="table-loading" />
  ) : (
    <div className={styles.idle} />
  );
}
