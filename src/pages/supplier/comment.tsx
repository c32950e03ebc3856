import { dateTimeColumn } from '@/components/columns';
import { useAccess } from '@/hooks/useCurrentUser';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import useUrlFilters, { rangeFromUrl, rangeToUrl } from '@/hooks/useUrlFilters';
import { queryComments } from '@/services/supplier';
import type { CommentPage, OrderComment } from '@/types';
import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { Link } from '@umijs/max';
import { Card, Col, Rate, Row, Statistic, Tag, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import ReplyModal from './components/ReplyModal';
import useText from '@/hooks/useText';
import { tagText } from '@/constants/palette';

const RATINGS = [5, 4, 3, 2, 1];
const RANGE = ['createdRange', 'startAt', 'endAt'] as const;

/** Reviews of my sales orders: average, unreplied count, filters, one reply per review. */
export default function SupplierComments() {
  const t = useText();
  const to = usePrefixedPath();
  const access = useAccess();
  const [filters, setFilters] = useUrlFilters();
  const actionRef = useRef<ActionType>();
  const [summary, setSummary] = useState<Pick<CommentPage, 'averageRating' | 'unreplied' | 'total'>>();
  const [replying, setReplying] = useState<OrderComment>();
  // the date range sits in the URL as two Beijing dates (startAt/endAt), so a reload keeps it
  const initialValues = useMemo(() => rangeFromUrl(filters, ...RANGE), []); // eslint-disable-line react-hooks/exhaustive-deps -- read once at mount: the form keeps its own values afterwards

  const columns: ProColumns<OrderComment>[] = [
    { title: t('supplier.common.keyword'), dataIndex: 'keyword', hideInTable: true },
    { title: t('supplier.common.timeRange'), dataIndex: 'createdRange', valueType: 'dateRange', hideInTable: true },
    dateTimeColumn<OrderComment>(t('supplier.comment.col.createdAt'), 'createdAt'),
    {
      title: t('supplier.comment.col.orderNo'),
      dataIndex: 'orderNo',
      search: false,
      width: 200,
      render: (_, r) => <Link to={to(`/order/detail?type=sales&orderNo=${encodeURIComponent(r.orderNo)}`)}>{r.orderNo}</Link>,
    },
    { title: t('supplier.comment.col.buyer'), dataIndex: 'buyerName', search: false, width: 130 },
    { title: t('supplier.comment.col.commodity'), dataIndex: 'commodityTitle', search: false, ellipsis: true, width: 200 },
    {
      title: t('supplier.comment.col.rating'),
      dataIndex: 'rating',
      width: 130,
      valueType: 'select',
      valueEnum: Object.fromEntries(RATINGS.map((r) => [r, { text: t('supplier.comment.stars', { rating: r }) }])),
      render: (_, r) => <Rate disabled value={r.rating} style={{ fontSize: 12 }} />,
    },
    { title: t('supplier.comment.col.content'), dataIndex: 'content', search: false, ellipsis: true },
    {
      title: t('supplier.comment.col.replied'),
      dataIndex: 'replied',
      width: 200,
      valueType: 'select',
      valueEnum: { true: { text: t('supplier.comment.replied') }, false: { text: t('supplier.comment.notReplied') } },
      render: (_, r) =>
        r.reply ? (
          <Typography.Text ellipsis={{ tooltip: r.reply }} style={{ maxWidth: 190 }}>
            {r.reply}
          </Typography.Text>
        ) : (
          <Tag color="orange">{t('supplier.comment.notReplied')}</Tag>
        ),
    },
    {
      title: t('supplier.common.actions'),
      valueType: 'option',
      fixed: 'right',
      width: 70,
      render: (_, r) =>
        r.reply || access.isSub ? null : (
          <Typography.Link onClick={() => setReplying(r)} data-testid={`reply-${r.id}`}>
            {t('supplier.comment.reply')}
          </Typography.Link>
        ),
    },
  ];
  return (
    <>
      <Card size="small" style={{ marginBottom: 12 }}>
        <Row gutter={16}>
          <Col flex="1 1 160px">
            <Statistic
              title={t('supplier.comment.avg')}
              value={summary?.averageRating ?? '-'}
              suffix={summary ? <Rate disabled allowHalf value={Number(summary.averageRating)} style={{ fontSize: 14 }} /> : null}
            />
          </Col>
          <Col flex="1 1 160px">
            <Statistic title={t('supplier.comment.total')} value={summary?.total ?? '-'} />
          </Col>
          <Col flex="1 1 160px">
            <Statistic
              title={t('supplier.comment.unreplied')}
              value={summary?.unreplied ?? '-'}
              valueStyle={{ color: summary?.unreplied ? tagText.orange7 : undefined }}
            />
          </Col>
        </Row>
      </Card>
      <ProTable<OrderComment>
        size="small"
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        request={async (p) => {
          const range = Array.isArray(p.createdRange) ? (p.createdRange as string[]) : [];
          const page = await queryComments({
            side: 'sales',
            current: p.current,
            size: p.pageSize,
            keyword: p.keyword || undefined,
            rating: p.rating ? Number(p.rating) : undefined,
            replied: p.replied === undefined || p.replied === '' ? undefined : String(p.replied) === 'true',
            startAt: range[0] ? new Date(`${range[0]}T00:00:00+08:00`).toISOString() : undefined,
            endAt: range[1] ? new Date(`${range[1]}T23:59:59+08:00`).toISOString() : undefined,
          });
          // the summary is over every review of mine, whatever the filter
          if (!p.keyword && !p.rating && !p.replied && !range.length)
            setSummary({ averageRating: page.averageRating, unreplied: page.unreplied, total: page.total });
          else setSummary((s) => s ?? { averageRating: page.averageRating, unreplied: page.unreplied, total: page.total });
          return { data: page.records, total: page.total, success: true };
        }}
        form={{ initialValues, syncToUrl: false }}
        onSubmit={(v) => setFilters(rangeToUrl(v, ...RANGE))}
        onReset={() => setFilters({})}
        search={{ labelWidth: 'auto', defaultCollapsed: false, span: 6 }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true, pageSizeOptions: [20, 50, 100] }}
        scroll={{ x: 1300 }}
        locale={{ emptyText: t('supplier.comment.empty') }}
        data-testid="comment-table"
      />
      <ReplyModal
        comment={replying}
        onClose={() => setReplying(undefined)}
        onDone={() => (setReplying(undefined), actionRef.current?.reload())}
      />
    </>
  );
}
