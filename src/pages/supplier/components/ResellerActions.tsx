import { addListEntry, removeListUser } from '@/services/lists';
import { unfilterReseller } from '@/services/supplier';
import type { ListMark, ListType, MyReseller } from '@/types';
import { toast } from '@/utils/toast';
import { DownOutlined } from '@ant-design/icons';
import { Dropdown, Modal, Space, Typography } from 'antd';
import useText, { type Translate } from '@/hooks/useText';

/** Asks before taking a receiver off the filter, then says so and lets the caller reload. */
export function confirmUnfilter(t: Translate, row: MyReseller, onDone: () => void): void {
  Modal.confirm({
    title: t('supplier.reseller.unfilter.confirm', { name: row.name }),
    okText: t('supplier.common.confirm'),
    cancelText: t('supplier.common.cancel'),
    onOk: async () => {
      await unfilterReseller(row.resellerId);
      toast.success(t('supplier.reseller.unfilter.done', { name: row.name }));
      onDone();
    },
  });
}

interface Props {
  row: MyReseller;
  mark?: ListMark;
  readOnly: boolean;
  onFilter: (r: MyReseller) => void;
  onChanged: () => void;
}

/** Filter / unfilter, and the white and black lists of resellers (SPEC §7 white and black lists). */
export default function ResellerActions({ row, mark, readOnly, onFilter, onChanged }: Props) {
  const t = useText();
  if (readOnly) return null;
  const unfilter = () => confirmUnfilter(t, row, onChanged);
  const list = async (which: ListType, add: boolean) => {
    if (add) await addListEntry('resellers', which, { userId: row.resellerId });
    else await removeListUser('resellers', which, row.resellerId);
    toast.success(t('supplier.reseller.list.done'));
    onChanged();
  };
  const items = [
    mark === 'WHITE'
      ? { key: 'white-', label: t('supplier.reseller.white.remove'), onClick: () => list('whitelist', false) }
      : { key: 'white+', label: t('supplier.reseller.white.add'), onClick: () => list('whitelist', true) },
    mark === 'BLACK'
      ? { key: 'black-', label: t('supplier.reseller.black.remove'), onClick: () => list('blacklist', false) }
      : {
          key: 'black+',
          danger: true,
          label: t('supplier.reseller.black.add'),
          onClick: () =>
            Modal.confirm({
              title: t('supplier.reseller.black.confirm', { name: row.name }),
              okText: t('supplier.common.confirm'),
              cancelText: t('supplier.common.cancel'),
              onOk: () => list('blacklist', true),
            }),
        },
  ];
  return (
    <Space size={8}>
      {row.filtered ? (
        <Typography.Link onClick={unfilter} data-testid={`unfilter-${row.resellerId}`}>
          {t('supplier.reseller.unfilter')}
        </Typography.Link>
      ) : (
        <Typography.Link onClick={() => onFilter(row)} data-testid={`filter-${row.resellerId}`}>
          {t('supplier.reseller.filter')}
        </Typography.Link>
      )}
      <Dropdown menu={{ items }} trigger={['click']}>
        <Typography.Link data-testid={`lists-${row.resellerId}`}>
          {t('supplier.reseller.col.lists')} <DownOutlined />
        </Typography.Link>
      </Dropdown>
    </Space>
  );
}
