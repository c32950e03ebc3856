import LoadState from '@/components/LoadState';
import { moneyText, priceText } from '@/components/MoneyText';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import useText from '@/hooks/useText';
import { getTodos } from '@/services/automation';
import { TODO_KINDS, type TodoItem, type TodoKind } from '@/types';
import { formatDateTime, formatQuantity } from '@/utils/format';
import { ReloadOutlined } from '@ant-design/icons';
import { Link } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Badge, Button, Card, Empty, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';

const hrefOf = (item: TodoItem): string =>
  item.kind === 'OFFER' ? `/commodity/bargaining/${item.commodityId}` : `/order/detail?type=${item.side}&orderNo=${item.orderNo}`;

/** /todo: one list of what waits for the user across commodities and orders. */
export default function TodoCentre() {
  const t = useText();
  const to = usePrefixedPath();
  const todos = useRequest(getTodos);
  const [tab, setTab] = useState<TodoKind>();
  const counts = todos.data?.counts ?? {};
  const kinds = TODO_KINDS.filter((k) => counts[k] !== undefined);
  const active = tab && kinds.includes(tab) ? tab : (kinds.find((k) => (counts[k] ?? 0) > 0) ?? kinds[0]);
  const rows = (todos.data?.items ?? []).filter((i) => i.kind === active);
  const total = kinds.reduce((n, k) => n + (counts[k] ?? 0), 0);

  return (
    <Card
      size="small"
      extra={
        <Button icon={<ReloadOutlined />} onClick={todos.refresh} loading={todos.loading} data-testid="todo-refresh">
          {t('automation.todo.refresh')}
        </Button>
      }
      title={total === 0 && todos.data ? t('automation.todo.none') : null}
    >
      <LoadState loading={todos.loading && !todos.data} error={todos.error} onRetry={todos.refresh}>
        <Tabs
          activeKey={active}
          onChange={(k) => setTab(k as TodoKind)}
          items={kinds.map((k) => ({
            key: k,
            label: (
              <span data-testid={`todo-tab-${k}`} data-count={counts[k]}>
                {t(`automation.todo.kind.${k}`)} <Badge count={counts[k]} showZero color={counts[k] ? '#fa541c' : '#d9d9d9'} />
              </span>
            ),
          }))}
        />
        <Table<TodoItem>
          rowKey="id"
          size="small"
          dataSource={rows}
          pagination={false}
          scroll={{ x: 760 }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('automation.todo.empty')} /> }}
          onRow={(item) => ({ 'data-testid': 'todo-row', 'data-kind': item.kind }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            {
              title: t('automation.todo.col.item'),
              key: 'item',
              render: (_, i) => (
                <>
                  {i.side ? <Tag>{t(`automation.todo.side.${i.side}`)}</Tag> : null}
                  <Typography.Text>{i.title}</Typography.Text>
                  {i.orderNo ? (
                    <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                      {i.orderNo}
                    </Typography.Text>
                  ) : null}
                  {i.unread ? <Badge count={t('automation.todo.unread', { count: i.unread })} style={{ marginLeft: 8 }} /> : null}
                </>
              ),
            },
            { title: t('automation.todo.col.counterparty'), dataIndex: 'counterparty' },
            {
              title: t('automation.todo.col.price'),
              key: 'price',
              align: 'right',
              render: (_, i) => (!i.price ? '-' : i.kind === 'OFFER' ? priceText(i.price) : moneyText(i.price)),
            },
            {
              title: t('automation.todo.col.quantity'),
              key: 'quantity',
              align: 'right',
              render: (_, i) => (i.quantity === undefined ? '-' : formatQuantity(i.quantity)),
            },
            { title: t('automation.todo.col.at'), key: 'at', render: (_, i) => formatDateTime(i.at) },
            {
              title: t('automation.todo.col.action'),
              key: 'action',
              render: (_, i) => (
                <Link to={to(hrefOf(i))} data-testid="todo-open">
                  {t(`automation.todo.open.${i.kind}`)}
                </Link>
              ),
            },
          ]}
        />
        {active && (counts[active] ?? 0) > rows.length ? (
          <Typography.Text type="secondary">
            {t('automation.todo.more', { shown: rows.length, count: counts[active] ?? 0 })}
          </Typography.Text>
        ) : null}
      </LoadState>
    </Card>
  );
}
