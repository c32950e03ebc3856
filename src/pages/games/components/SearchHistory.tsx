import { kindKey, paths } from '@/constants/market';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import { clearSearchHistory, querySearchHistory, removeSearch } from '@/services/search';
import { FormattedMessage, Link, useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { useLocalName } from '@/hooks/useText';

/** The signed-in user's recent game searches: open one, remove one, or clear them all. */
export default function SearchHistory() {
  const intl = useIntl();
  const ln = useLocalName();
  const to = usePrefixedPath();
  const { data, loading, mutate, refresh } = useRequest(querySearchHistory);
  const remove = useRequest(removeSearch, {
    manual: true,
    onSuccess: (_, [gameId, categoryId]) => mutate((list) => list?.filter((h) => !(h.gameId === gameId && h.categoryId === categoryId))),
    onError: refresh,
  });
  const clear = useRequest(clearSearchHistory, { manual: true, onSuccess: () => mutate([]) });

  return (
    <div data-testid="search-history" style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap', minHeight: 28 }}>
      <Typography.Text type="secondary">
        <FormattedMessage id="market.games.history" />
      </Typography.Text>
      {!loading && data?.length === 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <FormattedMessage id="market.games.history.empty" />
        </Typography.Text>
      )}
      <Space size={[6, 6]} wrap>
        {data?.map((h) => (
          <Tag
            key={`${h.gameId}-${h.categoryId}`}
            closable
            style={{ marginInlineEnd: 0 }}
            closeIcon={<span aria-label={intl.formatMessage({ id: 'market.games.history.remove' })}>×</span>}
            onClose={(e) => {
              e.preventDefault();
              remove.run(h.gameId, h.categoryId);
            }}
          >
            <Link to={to(paths.category(h.categoryKind, h.gameCode))}>
              {`${ln(h.gameName, h.gameNameEn)} · ${intl.formatMessage({ id: kindKey(h.categoryKind) })}`}
            </Link>
          </Tag>
        ))}
      </Space>
      {!!data?.length && (
        <Popconfirm title={<FormattedMessage id="market.games.history.clearConfirm" />} onConfirm={() => clear.runAsync()}>
          <Button type="link" size="small" loading={clear.loading} data-testid="history-clear">
            <FormattedMessage id="market.games.history.clear" />
          </Button>
        </Popconfirm>
      )}
    </div>
  );
}
