import useText from '@/hooks/useText';
import type { CatalogLoad } from '@/hooks/useCatalog';
import { WarningFilled } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { palette } from '@/constants/palette';

/**
 * The loading and failed states of a choice list fed by a catalog read: an options list that failed
 * to load says so in its dropdown with a retry, instead of an empty "No data".
 */
export function CatalogLoadFailed({ retry }: { retry: () => void }) {
  const t = useText();
  return (
    <div role="alert" style={{ padding: 8, textAlign: 'center' }} data-testid="options-failed">
      <WarningFilled style={{ color: palette.warningIcon, marginRight: 8 }} />
      {t('market.common.loadFailed')}{' '}
      <Button
        size="small"
        data-testid="options-retry"
        // keep the dropdown open: the click must not blur the select
        onMouseDown={(e) => e.preventDefault()}
        onClick={retry}
      >
        {t('market.common.retry')}
      </Button>
    </div>
  );
}

/** Select props for a catalog list: its spinner, and the failed state in place of "No data". */
export function catalogSelectState(load: CatalogLoad): { loading: boolean; notFoundContent?: ReactNode } {
  return { loading: load.loading, ...(load.error && !load.loading ? { notFoundContent: <CatalogLoadFailed retry={load.retry} /> } : {}) };
}
