import { dateTimeColumn } from '@/components/columns';
import CopyCell from '@/components/table/CopyCell';
import useUrlFilters, { rangeFromUrl, rangeToUrl } from '@/hooks/useUrlFilters';
import { createComment, queryComments } from '@/services/supplier';
import type { CommentPage, CommentQuery, OrderComment } from '@/types';
import { formatQuantity } from '@/utils/format';
import { toast } from '@/utils/toast';
import { EditOutlined } from '@ant-design/icons';
import { type ActionType, ModalForm, type ProColumns, ProFormText, ProFormTextArea, ProTable } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Button, Card, Col, Form, Rate, Row, Statistic, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { showFormError } from '@/utils/formErrors';
import useText from '@/hooks/useText';

type Params = Record<string, unknown> & { current?: number; pageSize?: number };
type ReviewValues = { orderNo: string; rating: number; content: string };

const RATING_MAX = 5;

/**
 * The review form. Mounted afresh for every opening (own form, keyed by the caller), so it starts
 * from the given order number and five stars, never from what an earlier opening left.
 */
function WriteReviewModal({ orderNo, onClose, onWritten }: { orderNo?: string; onClose: () => void; onWritten: () => void }) {
  const t = useText();
  const required = (field: string) => t('reseller.form.required', { field: t(field) });
  const [form] = Form.useForm<ReviewValues>();
  return (
    <ModalForm<ReviewValues>
      title={t('reseller.comment.write')}
      form={form}
      width={480}
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      initialValues={{ orderNo, rating: RATING_MAX }}
      modalProps={{ destroyOnHidden: true }}
      onFinish={async (v) => {
        try {
          await createComment({ orderNo: v.orderNo.trim(), rating: v.rating, content: v.content.trim() });
          toast.success(t('reseller.comment.written'));
          onWritten();
          return true;
        } catch (e) {
          showFormError(form, e);
          return false;
        }
      }}
    >
      <ProFormText
        name="orderNo"
        label={t('reseller.comment.orderNo')}
        placeholder={t('reseller.comment.orderNo.placeholder')}
        rules={[{ required: true, message: required('reseller.comment.orderNo') }]}
      />
      <Form.Item
        name="rating"
        label={t('reseller.comment.rating')}
        rules={[{ required: true, type: 'integer', min: 1, max: RATING_MAX, message: required('reseller.comment.rating') }]}
      >
        {/* clicking the chosen star keeps it: a rating cannot be emptied */}
        <Rate allowClear={false} />
      </Form.Item>
      <ProFormTextArea
        name="content"
        label={t('reseller.comment.content')}
        placeholder={t('reseller.comment.content.placeholder')}
        fieldProps={{ maxLength: 500, showCount: true, rows: 3 }}
        rules={[{ required: true, whitespace: true, message: required('reseller.comment.content') }]}
      />
    </ModalForm>
  );
}

/** Reviews of my purchase orders (B/orders/comments side=purchase): what I wrote and the suppliers' replies. */
export default function ResellerComments() {
  const intl = useIntl();
  const t = useText();
  const [filters, setFilters] = useUrlFilters();
  // `orderNo` in the URL (an order's Review button) opens the review form for that order
  const { orderNo: reviewOrderNo, ...listFilters } = filters;
  const actionRef = useRef<ActionType>();
  // the date range travels in the URL as startAt / endAt, the names of the list call
  const initialValues = useMemo(() => rangeFromUrl(listFilters, 'range', 'startAt', 'endAt'), []); // eslint-disable-line react-hooks/exhaustive-deps -- read once at mount: the form keeps its own values afterwards
  const [summary, setSummary] = useState<Pick<CommentPage, 'averageRating' | 'unreplied' | 'total'>>();
  const [writing, setWriting] = useState<{ opening: number; orderNo?: string }>();
  const openWriting = (orderNo?: string) => setWriting((w) => ({ opening: (w?.opening ?? 0) + 1, orderNo }));
  useEffect(() => {
    if (reviewOrderNo) openWriting(reviewOrderNo);
  }, [reviewOrderNo]);
  const closeWriting = () => {
    setWriting(undefined);
    // the order number has been used: a reload does not reopen the form
    if (reviewOrderNo) setFilters(listFilters);
  };

  const columns = useMemo<ProColumns<OrderComment>[]>(
    () => [
      { title: t('reseller.comment.keyword'), dataIndex: 'keyword', hideInTable: true },
      {
        title: t('reseller.comment.orderNo'),
        dataIndex: 'orderNo',
        search: false,
        width: 200,
        render: (_, r) => <CopyCell text={r.orderNo} />,
      },
      { title: t('reseller.comment.supplier'), dataIndex: 'sellerName', search: false, width: 140 },
      { title: t('reseller.comment.commodity'), dataIndex: 'commodityTitle', search: false, ellipsis: true, width: 200 },
      {
        title: t('reseller.comment.rating'),
        dataIndex: 'rating',
        width: 130,
        valueType: 'select',
        valueEnum: Object.fromEntries([5, 4, 3, 2, 1].map((n) => [String(n), { text: '★'.repeat(n) }])),
        render: (_, r) => <Rate disabled value={r.rating} style={{ fontSize: 13 }} />,
      },
      { title: t('reseller.comment.content'), dataIndex: 'content', search: false, ellipsis: true },
      {
        title: t('reseller.comment.reply'),
        dataIndex: 'replied',
        valueType: 'select',
        valueEnum: { true: { text: t('reseller.comment.replied.yes') }, false: { text: t('reseller.comment.replied.no') } },
        render: (_, r) => (r.reply ? r.reply : <Typography.Text type="secondary">{t('reseller.comment.noReply')}</Typography.Text>),
        ellipsis: true,
      },
      dateTimeColumn<OrderComment>(t('reseller.comment.createdAt'), 'createdAt'),
      { title: t('reseller.comment.dateRange'), dataIndex: 'range', valueType: 'dateRange', hideInTable: true },
    ],
    [intl.locale], // eslint-disable-line react-hooks/exhaustive-deps -- rebuilt when the language changes (intl is a new object on every render)
  );

  const request = async (p: Params) => {
    const range = Array.isArray(p.range) ? (p.range as string[]) : [];
    const query: CommentQuery = {
      side: 'purchase',
      current: p.current,
      size: p.pageSize,
      keyword: typeof p.keyword === 'string' && p.keyword ? p.keyword : undefined,
      rating: p.rating ? Number(p.rating) : undefined,
      replied: p.replied === undefined ? undefined : String(p.replied) === 'true',
      startAt: range[0],
      endAt: range[1],
    };
    const page = await queryComments(query);
    setSummary({ averageRating: page.averageRating, unreplied: page.unreplied, total: page.total });
    return { data: page.records, total: page.total, success: true };
  };

  return (
    <>
      <Card size="small" style={{ marginBottom: 12 }}>
        <Row gutter={16}>
          <Col flex="1 1 160px">
            <Statistic title={t('reseller.comment.count')} value={summary ? formatQuantity(summary.total) : '-'} />
          </Col>
          <Col flex="1 1 160px">
            <Statistic title={t('reseller.comment.average')} value={summary?.averageRating ?? '-'} suffix="/ 5" />
          </Col>
          <Col flex="1 1 160px">
            <Statistic title={t('reseller.comment.unreplied')} value={summary ? formatQuantity(summary.unreplied) : '-'} />
          </Col>
        </Row>
      </Card>
      <ProTable<OrderComment>
        size="small"
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        request={request}
        form={{ initialValues, syncToUrl: false }}
        onSubmit={(v) => setFilters(rangeToUrl(v, 'range', 'startAt', 'endAt'))}
        onReset={() => setFilters({})}
        search={{ labelWidth: 'auto', span: 6 }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        locale={{ emptyText: t('reseller.comment.empty') }}
        toolBarRender={() => [
          <Button key="write" type="primary" icon={<EditOutlined />} onClick={() => openWriting()}>
            {t('reseller.comment.write')}
          </Button>,
        ]}
      />
      {writing ? (
        <WriteReviewModal
          key={writing.opening}
          orderNo={writing.orderNo}
          onClose={closeWriting}
          onWritten={() => actionRef.current?.reload()}
        />
      ) : null}
    </>
  );
}
