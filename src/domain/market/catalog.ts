/** Games, servers, categories and attributes (SPEC §1: listings are organised per game, server and category). */
export const CATEGORY_KINDS = ['gold', 'item', 'account'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

export interface Game {
  id: string;
  /** url code, e.g. 'wow' in /categories/gold/wow */
  code: string;
  name: string;
  nameEn: string;
  /** A–Z initial of the English name (the Chinese pinyin initial in zh lists is the same letter) */
  initial: string;
  /** pinyin initial of the Chinese name, for the zh A–Z grouping (falls back to initial) */
  initialZh?: string;
  icon?: string;
  hot: boolean;
  recommended: boolean;
  /** brand colour of the game tile */
  color?: string;
  /** display order among hot games (lower first) */
  sort?: number;
}

export interface GameServer {
  id: string;
  gameId: string;
  name: string;
  nameEn: string;
  region?: string;
}

export interface Category {
  id: string;
  gameId: string;
  kind: CategoryKind;
  name: string;
  nameEn: string;
  /** unit of quantity, e.g. '万金' / '10k gold' */
  unit: string;
  unitEn: string;
}

export interface AttributeValue {
  id: string;
  value: string;
  valueEn: string;
}

export interface Attribute {
  id: string;
  categoryId: string;
  name: string;
  nameEn: string;
  attributeValueList: AttributeValue[];
}

/** GET B/listSkuUnitValue: the unit a category's quantities (stock, per-order limits, demand quantities) are counted in. */
export interface SkuUnitValue {
  categoryId: string;
  gameId: string;
  kind: CategoryKind;
  unit: string;
  unitEn: string;
}

export interface SkuUnitQuery {
  gameId?: string;
  categoryId?: string;
}
