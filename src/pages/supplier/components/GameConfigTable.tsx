import { TRADE_METHODS, tradeMethodKey } from '@/constants/commodity';
import { addGameConfig, replaceGameConfigs } from '@/services/supplier';
import type { SupplierGameConfig } from '@/types';
import { RequestError } from '@/utils/request';
import { toast } from '@/utils/toast';
import { EditableProTable, type ProColumns } from '@ant-design/pro-components';
import { Alert, Button, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useGames, useCatalogName } from '@/hooks/useCatalog';
import useText from '@/hooks/useText';
import { SETTING_LIMITS } from '@/domain/supplier/rules';
import useSubmit from '@/hooks/useSubmit';

type Row = SupplierGameConfig & { key: string };

interface Props {
  value: SupplierGameConfig[];
  readOnly: boolean;
  onSaved: () => void;
}

/** Game configs: defaults per game for publishing (method, per-order quantities, delivery promise). */
export default function GameConfigTable({ value, readOnly, onSaved }: Props) {
  const t = useText();
  const name = useCatalogName();
  const { games } = useGames();
  const [rows, setRows] = useState<Row[]>([]);
  const [editing, setEditing] = useState<React.Key[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  // rows added on the server (POST me/game-configs) since the list was last read
  const added = useRef(new Set<string>());
  useEffect(() => {
    added.current.clear();
    setRows(value.map((g) => ({ ...g, key: g.gameId })));
  }, [value]);
  /** A new row is added on its own as soon as it is saved; edits and deletions of existing rows wait for "Save". */
  const addRow = async (key: React.Key | React.Key[], row: Row) => {
    const k = String(key);
    if (!k.startsWith('new-') || added.current.has(k)) return;
    const { key: _k, index: _i, ...config } = row as Row & { index?: number };
    await addGameConfig(config);
    added.current.add(k);
    toast.success(t('supplier.setting.games.added'));
  };

  const { busy, onFinish: saveRows } = useSubmit(undefined, async (list: Row[]) => {
    setErrors([]);
    try {
      await replaceGameConfigs(
        list.map(({ key: _k, ...g }) => g),
        { skipErrorHandler: true },
      );
      toast.success(t('supplier.common.saved'));
      setEditing([]);
      onSaved();
    } catch (e) {
      // violations name the row (gameConfigs[i].field): list them above the table; anything else is
      // reported by useSubmit (this call skips the pipeline's toast)
      const v = e instanceof RequestError ? (e.body?.violations ?? []) : [];
      if (!v.length) throw e;
      setErrors(
        v.map((x) => `${x.field?.replace(/^gameConfigs\[(\d+)\]\./, (_m, i: string) => `#${Number(i) + 1} `) ?? ''}: ${x.message}`),
      );
    }
  });
  const save = () => saveRows(rows);
  const columns: ProColumns<Row>[] = [
    {
      title: t('supplier.common.game'),
      dataIndex: 'gameId',
      valueType: 'select',
      width: 200,
      fieldProps: { showSearch: true, optionFilterProp: 'label', options: games.map((g) => ({ value: g.id, label: name(g) })) },
      formItemProps: { rules: [{ required: true, message: t('supplier.rule.required') }] },
    },
    { title: t('supplier.common.enabled'), dataIndex: 'enabled', valueType: 'switch', width: 80 },
    {
      title: t('supplier.form.tradeMethod'),
      dataIndex: 'tradeMethod',
      valueType: 'select',
      width: 140,
      valueEnum: Object.fromEntries(TRADE_METHODS.map((m) => [m, { text: t(tradeMethodKey(m)) }])),
      formItemProps: { rules: [{ required: true, message: t('supplier.rule.required') }] },
    },
    {
      title: t('supplier.form.minQuantity'),
      dataIndex: 'minQuantity',
      valueType: 'digit',
      width: 120,
      fieldProps: { min: 1, precision: 0 },
    },
    {
      title: t('supplier.form.maxQuantity'),
      dataIndex: 'maxQuantity',
      valueType: 'digit',
      width: 120,
      fieldProps: { min: 1, precision: 0 },
    },
    {
      title: t('supplier.setting.games.deliveryHours'),
      dataIndex: 'deliveryHours',
      valueType: 'digit',
      width: 130,
      fieldProps: { min: 1, max: SETTING_LIMITS.deliveryHoursMax, precision: 0 },
    },
    { title: t('supplier.common.remark'), dataIndex: 'remark', ellipsis: true },
    {
      title: t('supplier.common.actions'),
      valueType: 'option',
      width: 110,
      render: (_, row, __, action) =>
        readOnly
          ? null
          : [
              <a key="edit" onClick={() => action?.startEditable?.(row.key)}>
                {t('supplier.common.edit')}
              </a>,
              <a key="del" onClick={() => setRows(rows.filter((r) => r.key !== row.key))}>
                {t('supplier.common.delete')}
              </a>,
            ],
    },
  ];
  return (
    <>
      {errors.length ? (
        <Alert
          type="error"
          showIcon
          message={errors.map((e) => (
            <div key={e}>{e}</div>
          ))}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <EditableProTable<Row>
        size="small"
        rowKey="key"
        value={rows}
        onChange={(v) => setRows([...v])}
        columns={columns}
        locale={{ emptyText: t('supplier.setting.games.empty') }}
        recordCreatorProps={
          readOnly
            ? false
            : {
                creatorButtonText: t('supplier.setting.games.add'),
                record: () => ({
                  key: `new-${Date.now()}`,
                  gameId: '',
                  enabled: true,
                  tradeMethod: 'MAIL',
                  minQuantity: 1,
                  maxQuantity: 100,
                  deliveryHours: 2,
                }),
              }
        }
        editable={{
          type: 'multiple',
          editableKeys: editing,
          onChange: setEditing,
          onSave: addRow,
          actionRender: (_, __, dom) => [dom.save, dom.cancel],
        }}
      />
      {readOnly ? null : (
        <Space style={{ marginTop: 12 }}>
          <Button type="primary" loading={busy} onClick={save} disabled={editing.length > 0}>
            {t('supplier.common.save')}
          </Button>
        </Space>
      )}
    </>
  );
}
