import type { DemandInput, DemandView, PublicStatus, ResellerGameConfig, TradeMethod } from '@/types';
import { beijingPickerValue, fromBeijingPicker } from '@/utils/format';
import type { Dayjs } from 'dayjs';
import { checkQuantity, defaultEffectiveTime } from '@/domain/reseller/demandRules';

/**
 * The publish/edit form's values; money stays a string, dates are dayjs while editing, their
 * wall-clock fields in Beijing time (beijingPickerValue / fromBeijingPicker).
 */
export interface DemandFormValues {
  gameId?: string;
  serverId?: string;
  categoryId?: string;
  attributes?: Record<string, string | undefined>;
  title?: string;
  unitPrice?: string;
  /** quantities: the demand's numbers, or the text as typed (checked by the shared rule, sent as numbers) */
  quantity?: number | string;
  minQuantity?: number | string;
  maxQuantity?: number | string;
  tradeMethod?: TradeMethod;
  effectiveTime?: Dayjs;
  publicStatus?: PublicStatus;
  prepay?: boolean;
}

/** The default effective time in the picker: the end of the Beijing day 30 days on, as for imported rows. */
const defaultPickerTime = (nowMs: number): Dayjs | undefined => beijingPickerValue(defaultEffectiveTime(nowMs));

/** Form values of an existing demand; `fresh` drops what must not carry over to a new one. */
export function valuesOf(d: DemandView, fresh = false, nowMs: number = Date.now()): DemandFormValues {
  const effective = Date.parse(d.effectiveTime);
  return {
    gameId: d.gameId,
    serverId: d.serverId,
    categoryId: d.categoryId,
    attributes: Object.fromEntries(d.attributeList.map((a) => [a.id, a.attributeValueList[0]?.id])),
    title: d.title,
    unitPrice: d.unitPrice,
    quantity: d.quantity,
    minQuantity: d.minQuantity,
    maxQuantity: d.maxQuantity,
    tradeMethod: d.tradeMethod,
    effectiveTime: fresh || !(effective >= nowMs) ? defaultPickerTime(nowMs) : beijingPickerValue(effective),
    publicStatus: d.publicStatus,
    prepay: false,
  };
}

/** A new demand's values; its effective time counts from now (a form opened days later is not stale). */
export const emptyValues = (nowMs: number = Date.now()): DemandFormValues => ({
  tradeMethod: 'MAIL',
  publicStatus: 'PUBLIC',
  minQuantity: 1,
  prepay: false,
  effectiveTime: defaultPickerTime(nowMs),
});

/** A quantity field's number as the shared rule reads it ('1,000' is 1000); undefined when it refuses the text. */
export const quantityOf = (v: number | string | undefined): number | undefined =>
  v === undefined || v === null ? undefined : checkQuantity(String(v)).value;

/** What the publish/edit calls get. */
export function inputOf(v: DemandFormValues): DemandInput {
  const attributes = Object.fromEntries(Object.entries(v.attributes ?? {}).filter((e): e is [string, string] => !!e[1]));
  return {
    gameId: v.gameId ?? '',
    serverId: v.serverId ?? '',
    categoryId: v.categoryId ?? '',
    title: (v.title ?? '').trim(),
    unitPrice: String(v.unitPrice ?? '').trim(),
    quantity: quantityOf(v.quantity) ?? Number.NaN,
    minQuantity: quantityOf(v.minQuantity) ?? Number.NaN,
    maxQuantity: quantityOf(v.maxQuantity) ?? Number.NaN,
    tradeMethod: v.tradeMethod ?? 'MAIL',
    effectiveTime: fromBeijingPicker(v.effectiveTime) ?? '',
    publicStatus: v.publicStatus ?? 'PUBLIC',
    attributes,
    prepay: !!v.prepay,
  };
}

/** The demand fields a receiver's game config (reseller settings, per game) gives defaults for. */
export type GameDefaultField = 'tradeMethod' | 'minQuantity' | 'maxQuantity' | 'publicStatus';
export const GAME_DEFAULT_FIELDS: GameDefaultField[] = ['tradeMethod', 'minQuantity', 'maxQuantity', 'publicStatus'];

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/**
 * What choosing a game changes in the publish form: the game's configured defaults, for each field
 * the user has not set himself (untouched, or emptied). Values prefilled from the last demand are
 * untouched, so the chosen game's config wins over them. The default maximum per order never
 * exceeds the quantity already entered (the form refuses max > quantity).
 */
export function gameConfigPatch(
  values: DemandFormValues,
  config: ResellerGameConfig | undefined,
  touched: (field: GameDefaultField) => boolean,
): Partial<DemandFormValues> {
  if (!config) return {};
  const quantity = Number(quantityOf(values.quantity));
  const defaults: Pick<DemandFormValues, GameDefaultField> = {
    tradeMethod: config.defaultTradeMethod,
    minQuantity: config.defaultMinQuantity,
    maxQuantity: Number.isInteger(quantity) && quantity > 0 ? Math.min(config.defaultMaxQuantity, quantity) : config.defaultMaxQuantity,
    publicStatus: config.autoPublic ? 'PUBLIC' : 'PRIVATE',
  };
  const patch: Partial<DemandFormValues> = {};
  for (const f of GAME_DEFAULT_FIELDS) {
    if (touched(f) && !isEmpty(values[f])) continue;
    if (values[f] !== defaults[f]) Object.assign(patch, { [f]: defaults[f] });
  }
  return patch;
}
