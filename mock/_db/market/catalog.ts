import type { Attribute, Category, CategoryKind, Game, GameServer, SkuUnitValue } from '../../../src/types';
import { GAME_SEEDS, type GameSeed } from './catalogData';
import type { CatalogState, MarketDb } from './state';

export type { CatalogState, MarketDb };

/**
 * Games, servers, categories and attributes of the fake market (CatalogState), with the lookups
 * every area uses.
 */

const KIND_DIGIT: Record<CategoryKind, string> = { gold: '1', item: '2', account: '3' };

const RARITY: Array<[string, string]> = [
  ['普通', 'Common'],
  ['稀有', 'Rare'],
  ['史诗', 'Epic'],
  ['传说', 'Legendary'],
];
const ITEM_TYPES: Array<[string, string]> = [
  ['装备', 'Gear'],
  ['材料', 'Materials'],
  ['道具', 'Consumable'],
];
const ACCOUNT_CLASSES: Array<[string, string]> = [
  ['战士', 'Warrior'],
  ['法师', 'Mage'],
  ['刺客', 'Assassin'],
];
const LEVELS: Array<[string, string]> = [
  ['满级', 'Max level'],
  ['中级', 'Mid level'],
  ['新手', 'Starter'],
];
const EMAIL: Array<[string, string]> = [
  ['包邮箱', 'Email included'],
  ['不包邮箱', 'Email not included'],
];

function categoryOf(gameId: string, kind: CategoryKind, seed: GameSeed): Category {
  const id = `${gameId}${KIND_DIGIT[kind]}`;
  if (kind === 'gold') {
    const gold = seed.gold!;
    return { id, gameId, kind, name: gold.name, nameEn: gold.nameEn, unit: gold.unit, unitEn: gold.unitEn };
  }
  if (kind === 'item') return { id, gameId, kind, name: '道具装备', nameEn: 'Items', unit: '件', unitEn: 'pc' };
  return { id, gameId, kind, name: '游戏账号', nameEn: 'Accounts', unit: '个', unitEn: 'account' };
}

function attribute(categoryId: string, n: number, name: string, nameEn: string, values: Array<[string, string]>): Attribute {
  const id = `${categoryId}${n}`;
  return {
    id,
    categoryId,
    name,
    nameEn,
    attributeValueList: values.map(([value, valueEn], i) => ({ id: `${id}${String(i + 1).padStart(2, '0')}`, value, valueEn })),
  };
}

function attributesOf(category: Category, seed: GameSeed): Attribute[] {
  if (category.kind === 'gold') {
    const a = seed.goldAttribute;
    return a ? [attribute(category.id, 1, a.name, a.nameEn, a.values)] : [];
  }
  if (category.kind === 'item') {
    return [
      attribute(category.id, 1, '物品类型', 'Item type', seed.itemTypes ?? ITEM_TYPES),
      attribute(category.id, 2, '品质', 'Rarity', RARITY),
    ];
  }
  return [
    attribute(category.id, 1, '职业', 'Class', seed.accountClasses ?? ACCOUNT_CLASSES),
    attribute(category.id, 2, '等级', 'Level', LEVELS),
    attribute(category.id, 3, '邮箱', 'Email', EMAIL),
  ];
}

export function seedCatalog(): CatalogState {
  const state: CatalogState = { games: [], servers: [], categories: [], attributes: [] };
  GAME_SEEDS.forEach((seed, gi) => {
    const id = String(101 + gi);
    state.games.push({
      id,
      code: seed.code,
      name: seed.name,
      nameEn: seed.nameEn,
      initial: seed.nameEn[0].toUpperCase(),
      initialZh: seed.initialZh,
      hot: seed.hot,
      recommended: seed.recommended,
      color: seed.color,
      sort: gi,
    });
    seed.servers.forEach(([name, nameEn, region], si) => {
      state.servers.push({ id: `${id}${String(si + 1).padStart(2, '0')}`, gameId: id, name, nameEn, region });
    });
    for (const kind of seed.kinds) {
      const category = categoryOf(id, kind, seed);
      state.categories.push(category);
      state.attributes.push(...attributesOf(category, seed));
    }
  });
  return state;
}

/** The seed definition behind a game (base prices, lists); undefined for games added later. */
export function gameSeedOf(game: Game): GameSeed | undefined {
  return GAME_SEEDS.find((s) => s.code === game.code);
}

export function findGame(db: MarketDb, id: string): Game | undefined {
  return db.market.catalog.games.find((g) => g.id === id);
}

export function gameByCode(db: MarketDb, code: string): Game | undefined {
  const wanted = code.toLowerCase();
  return db.market.catalog.games.find((g) => g.code === wanted);
}

export function findServer(db: MarketDb, id: string): GameServer | undefined {
  return db.market.catalog.servers.find((s) => s.id === id);
}

export function findCategory(db: MarketDb, id: string): Category | undefined {
  return db.market.catalog.categories.find((c) => c.id === id);
}

export function findAttribute(db: MarketDb, id: string): Attribute | undefined {
  return db.market.catalog.attributes.find((a) => a.id === id);
}

export function serversOf(db: MarketDb, gameId: string): GameServer[] {
  return db.market.catalog.servers.filter((s) => s.gameId === gameId);
}

export function categoriesOf(db: MarketDb, gameId: string): Category[] {
  return db.market.catalog.categories.filter((c) => c.gameId === gameId);
}

/** The category of a game by kind: /categories/{kind}/{code} resolves through it. */
export function categoryByKind(db: MarketDb, gameId: string, kind: string): Category | undefined {
  return db.market.catalog.categories.find((c) => c.gameId === gameId && c.kind === kind);
}

export function attributesOfCategory(db: MarketDb, categoryId: string): Attribute[] {
  return db.market.catalog.attributes.filter((a) => a.categoryId === categoryId);
}

/** A server belongs to the game, a category to the game: what publish forms must check. */
export function isValidPlacement(db: MarketDb, gameId: string, serverId: string, categoryId: string): boolean {
  const server = findServer(db, serverId);
  const category = findCategory(db, categoryId);
  return !!findGame(db, gameId) && server?.gameId === gameId && category?.gameId === gameId;
}

/**
 * Resolves chosen attribute value ids of a category into the listing's attributeList shape (each
 * attribute with only the chosen values); unknown ids are ignored.
 */
export function pickAttributes(db: MarketDb, categoryId: string, valueIds: readonly string[]): Attribute[] {
  const wanted = new Set(valueIds);
  return attributesOfCategory(db, categoryId)
    .map((a) => ({ ...a, attributeValueList: a.attributeValueList.filter((v) => wanted.has(v.id)) }))
    .filter((a) => a.attributeValueList.length > 0);
}

/** GET B/listSkuUnitValue: the unit each category counts quantities in, narrowed to a game or one category. */
export function skuUnits(db: MarketDb, q: { gameId?: string; categoryId?: string }): SkuUnitValue[] {
  return db.market.catalog.categories
    .filter((c) => (!q.gameId || c.gameId === q.gameId) && (!q.categoryId || c.id === q.categoryId))
    .map((c) => ({ categoryId: c.id, gameId: c.gameId, kind: c.kind, unit: c.unit, unitEn: c.unitEn }));
}
