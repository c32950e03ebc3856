import { addListEntry, removeListUser } from '@/services/lists';
import { filterSupplier, unfilterSupplier } from '@/services/reseller';
import type { SupplierCounterparty } from '@/types';
import { reportError } from '@/utils/reportError';
import { toast } from '@/utils/toast';
import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Modal, Space } from 'antd';
import useText from '@/hooks/useText';

interface Props {
  row: SupplierCounterparty;
  onRemark: (row: SupplierCounterparty) => void;
  onChanged: () => void;
}

/** Refuse / allow a supplier, and its white / black list mark (SPEC §7 white and black lists of suppliers). */
export default function SupplierActions({ row, onRemark, onChanged }: Props) {
  const t = useText();
  const name = row.storeName ?? row.supplierName;
  // the pipeline showed why (reportError adds anything else); reload so the row shows the stored state
  const failed = (e: unknown) => {
    reportError(e);
    onChanged();
  };

  const toggleFilter = () => {
    if (row.filtered) {
      unfilterSupplier(row.supplierId)
        .then(() => {
          toast.success(t('reseller.supplier.unfilter.done', { name }));
          onChanged();
        })
        .catch(failed);
      return;
    }
    Modal.confirm({
      title: t('reseller.supplier.filter.confirm', { name }),
      okButtonProps: { danger: true },
      okText: t('reseller.supplier.filter'),
      onOk: async () => {
        await filterSupplier(row.supplierId);
        toast.success(t('reseller.supplier.filter.done', { name }));
        onChanged();
      },
    });
  };
  const list = async (kind: 'whitelist' | 'blacklist') => {
    await addListEntry('suppliers', kind, { userId: row.supplierId });
    toast.success(t('reseller.supplier.listed', { name, list: t(`reseller.supplier.mark.${kind === 'whitelist' ? 'WHITE' : 'BLACK'}`) }));
    onChanged();
  };
  const unlist = async () => {
    await removeListUser('suppliers', row.mark === 'WHITE' ? 'whitelist' : 'blacklist', row.supplierId);
    toast.success(t('reseller.supplier.unlisted', { name }));
    onChanged();
  };

  return (
    <Space size={0}>
      <Button type="link" size="small" danger={!row.filtered} onClick={toggleFilter} data-testid="supplier-filter">
        {row.filtered ? t('reseller.supplier.unfilter') : t('reseller.supplier.filter')}
      </Button>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            {
              key: 'white',
              label: t('reseller.supplier.whitelist'),
              disabled: row.mark === 'WHITE',
              onClick: () => void list('whitelist').catch(failed),
            },
            {
              key: 'black',
              label: t('reseller.supplier.blacklist'),
              disabled: row.mark === 'BLACK',
              danger: true,
              onClick: () => void list('blacklist').catch(failed),
            },
            { key: 'unlist', label: t('reseller.supplier.unlist'), disabled: !row.mark, onClick: () => void unlist().catch(failed) },
            { type: 'divider' },
            { key: 'remark', label: t('reseller.supplier.editRemark'), onClick: () => onRemark(row) },
          ],
        }}
      >
        <Button type="link" size="small">
          {t('reseller.list.more')} <DownOutlined />
        </Button>
      </Dropdown>
    </Space>
  );
}
