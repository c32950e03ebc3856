import { getSyncSaleStatus, syncSaleStatus } from '@/services/commodity';
import { formatDateTime } from '@/utils/format';
import { toast } from '@/utils/toast';
import { useRequest } from 'ahooks';
import { Modal, Skeleton, Space, Switch, Typography } from 'antd';
import useText from '@/hooks/useText';

interface Props {
  open: boolean;
  onClose: () => void;
  onSynced: () => void;
}

/** Sync sale status: listings without stock or past their time go off sale, now and/or on every read. */
export default function SyncSaleModal({ open, onClose, onSynced }: Props) {
  const t = useText();
  const status = useRequest(getSyncSaleStatus, { ready: open, refreshDeps: [open] });
  const sync = useRequest(syncSaleStatus, {
    manual: true,
    onSuccess: (s) => {
      status.mutate(s);
      toast.success(t('supplier.sync.done', { count: s.lastOffSale }));
      onSynced();
    },
  });
  const s = status.data;
  return (
    <Modal
      title={t('supplier.sync.title')}
      open={open}
      onCancel={onClose}
      okText={t('supplier.sync.now')}
      onOk={() => sync.run()}
      confirmLoading={sync.loading}
      cancelText={t('supplier.common.cancel')}
      data-testid="sync-modal"
    >
      <Typography.Paragraph type="secondary">{t('supplier.sync.body')}</Typography.Paragraph>
      {status.loading && !s ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Space direction="vertical">
          <Space>
            <Switch checked={!!s?.enabled} loading={sync.loading} onChange={(on) => sync.run(on)} />
            {t('supplier.sync.enabled')}
          </Space>
          <Typography.Text type="secondary">
            {s?.lastSyncAt
              ? t('supplier.sync.last', { time: formatDateTime(s.lastSyncAt), count: s.lastOffSale })
              : t('supplier.sync.never')}
          </Typography.Text>
        </Space>
      )}
    </Modal>
  );
}
