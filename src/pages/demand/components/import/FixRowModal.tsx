import { DEMAND_LIMITS, TRADE_METHODS } from '@/domain/reseller/facts';
import type { DemandImportField, DemandInput, ImportCellError, PublicStatus, TradeMethod } from '@/types';
import { beijingPickerValue, formatDateTime, fromBeijingPicker } from '@/utils/format';
import { ModalForm, ProFormDateTimePicker, ProFormDigit, ProFormRadio, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { priceRule, quantityRule, requiredRule } from '../fieldRules';
import PlacementFields from '../PlacementFields';
import { checkDraft } from '@/domain/reseller/demandRules';
import { useCategories, useGames, useCatalogName, useServers } from '@/hooks/useCatalog';
import type { PreviewRow } from './previewRows';
import useText from '@/hooks/useText';
import { CURRENCY_SIGN } from '@/components/MoneyText';

interface Props {
  row?: PreviewRow;
  onClose: () => void;
  onApply: (row: PreviewRow) => void;
}

interface Values {
  gameId?: string;
  serverId?: string;
  categoryId?: string;
  title?: string;
  unitPrice?: string;
  quantity?: number;
  minQuantity?: number;
  maxQuantity?: number;
  tradeMethod?: TradeMethod;
  effectiveTime?: Dayjs | string;
  publicStatus?: PublicStatus;
}

const FORM_FIELD: Record<DemandImportField, keyof Values> = {
  game: 'gameId',
  server: 'serverId',
  category: 'categoryId',
  title: 'title',
  unitPrice: 'unitPrice',
  quantity: 'quantity',
  minQuantity: 'minQuantity',
  maxQuantity: 'maxQuantity',
  tradeMethod: 'tradeMethod',
  effectiveTime: 'effectiveTime',
  publicStatus: 'publicStatus',
};

/**
 * Fixes one imported row with the same inputs as the publish form, re-checked by the shared rules.
 * Every opening gets a form of its own, filled from the clicked row: the form never carries the
 * values of a row edited before.
 */
export default function FixRowModal(props: Props) {
  return <RowForm key={props.row?.key ?? ''} {...props} />;
}

function RowForm({ row, onClose, onApply }: Props) {
  const intl = useIntl();
  const [form] = Form.useForm<Values>();
  const name = useCatalogName();
  const t = useText();
  const gameId: string | undefined = Form.useWatch('gameId', form);
  const { games } = useGames();
  const { servers } = useServers(gameId);
  const { categories } = useCategories(gameId);
  const errorText = (e: ImportCellError) => (e.code === 'SERVER' ? e.message : t(`reseller.import.error.${e.code}`));

  const initial: Values | undefined = row && {
    ...row.draft,
    unitPrice: row.draft.unitPrice ?? row.cells.unitPrice,
    effectiveTime: beijingPickerValue(row.draft.effectiveTime),
  };

  const apply = async (v: Values): Promise<boolean> => {
    if (!row) return false;
    const draft: Partial<DemandInput> = {
      ...v,
      unitPrice: v.unitPrice?.trim(),
      title: v.title?.trim() ?? '',
      effectiveTime: fromBeijingPicker(v.effectiveTime),
    };
    const errors = checkDraft(draft, Date.now());
    if (errors.length) {
      form.setFields(errors.map((e) => ({ name: FORM_FIELD[e.field], errors: [errorText(e)] })));
      return false;
    }
    const game = games.find((g) => g.id === draft.gameId);
    const cells = {
      ...row.cells,
      game: name(game, row.cells.game),
      server: name(
        servers.find((s) => s.id === draft.serverId),
        row.cells.server,
      ),
      category: name(
        categories.find((c) => c.id === draft.categoryId),
        row.cells.category,
      ),
      title: draft.title ?? '',
      unitPrice: draft.unitPrice ?? '',
      quantity: String(draft.quantity ?? ''),
      minQuantity: String(draft.minQuantity ?? ''),
      maxQuantity: String(draft.maxQuantity ?? ''),
      tradeMethod: draft.tradeMethod ?? '',
      effectiveTime: formatDateTime(draft.effectiveTime),
      publicStatus: draft.publicStatus ?? '',
    };
    onApply({ ...row, draft, cells, errors: [], fixed: true });
    return true;
  };

  return (
    <ModalForm<Values>
      title={row ? t('reseller.import.fixTitle', { row: row.rowNo }) : ''}
      open={!!row}
      form={form}
      width={640}
      grid
      rowProps={{ gutter: 12 }}
      colProps={{ span: 12 }}
      initialValues={initial}
      modalProps={{ destroyOnHidden: true, onCancel: onClose, okText: t('reseller.import.fixApply'), zIndex: 2100 }}
      onFinish={apply}
      onInit={() => {
        if (!row) return;
        // show the row's current problems next to their inputs at once
        form.setFields(row.errors.map((e) => ({ name: FORM_FIELD[e.field], errors: [errorText(e)], touched: true })));
      }}
    >
      <PlacementFields onChanged={() => undefined} />
      <ProFormText
        name="title"
        label={t('reseller.demand.title')}
        rules={[requiredRule(intl, 'reseller.demand.title'), { max: DEMAND_LIMITS.titleMax, message: t('reseller.form.title.tooLong') }]}
      />
      <ProFormText
        name="unitPrice"
        label={t('reseller.demand.unitPrice')}
        fieldProps={{ prefix: CURRENCY_SIGN, inputMode: 'decimal' }}
        rules={[requiredRule(intl, 'reseller.demand.unitPrice'), priceRule(intl)]}
      />
      <ProFormDigit
        name="quantity"
        label={t('reseller.demand.quantity')}
        min={1}
        fieldProps={{ precision: 0 }}
        rules={[requiredRule(intl, 'reseller.demand.quantity'), quantityRule(intl)]}
      />
      <ProFormDigit
        name="minQuantity"
        label={t('reseller.demand.minQuantity')}
        min={1}
        fieldProps={{ precision: 0 }}
        rules={[requiredRule(intl, 'reseller.demand.minQuantity'), quantityRule(intl)]}
      />
      <ProFormDigit
        name="maxQuantity"
        label={t('reseller.demand.maxQuantity')}
        min={1}
        fieldProps={{ precision: 0 }}
        rules={[requiredRule(intl, 'reseller.demand.maxQuantity'), quantityRule(intl)]}
      />
      <ProFormSelect
        name="tradeMethod"
        label={t('reseller.demand.tradeMethod')}
        rules={[requiredRule(intl, 'reseller.demand.tradeMethod')]}
        options={TRADE_METHODS.map((m) => ({ value: m, label: t(`reseller.tradeMethod.${m}`) }))}
      />
      <ProFormDateTimePicker
        name="effectiveTime"
        label={t('reseller.demand.effectiveTime')}
        rules={[requiredRule(intl, 'reseller.demand.effectiveTime')]}
        fieldProps={{ format: 'YYYY-MM-DD HH:mm', showTime: { format: 'HH:mm' }, style: { width: '100%' } }}
      />
      <ProFormRadio.Group
        name="publicStatus"
        label={t('reseller.demand.publicStatus')}
        rules={[requiredRule(intl, 'reseller.demand.publicStatus')]}
        options={[
          { value: 'PUBLIC', label: t('reseller.demand.public.PUBLIC') },
          { value: 'PRIVATE', label: t('reseller.demand.public.PRIVATE') },
        ]}
      />
    </ModalForm>
  );
}
