import type {
  Article,
  ArticleCategory,
  Attribute,
  CarouselLink,
  Category,
  Commodity,
  Demand,
  FollowedGame,
  Game,
  GameServer,
  MerchantKpi,
  Notice,
  TradePrint,
} from '../../../src/types';

/**
 * The market slice: catalog, listings, merchants' public figures, trade prints, help-centre
 * content, follows and search history. Seed dates hang off `anchor`, the start of the current UTC
 * day when the store is seeded: listings must be alive and the price history must end today, yet
 * two seeds on the same day are identical (seed.ts). Types only, so the store's type can name the
 * slice without reaching the rules.
 */
export interface MarketState {
  anchor: number;
  catalog: CatalogState;
  commodities: Commodity[];
  demands: Demand[];
  /** keyed by user id */
  merchants: Record<string, MerchantFigures>;
  /** time-ordered (oldest first) */
  prints: PrintRecord[];
  content: ContentState;
  /** keyed by user id */
  follows: Record<string, FollowedGame[]>;
  /** keyed by user id, newest first */
  searches: Record<string, SearchRecord[]>;
  /** last ids handed out */
  seq: { commodity: number; demand: number; misc: number };
}

/** Anything holding the market slice: the whole store, or a seed context after the market seeded. */
export interface MarketDb {
  market: MarketState;
}

/**
 * Games, servers, categories and attributes. Ids are numeric strings with a readable shape: game
 * '101', server '10101', category '1011' (1 gold, 2 item, 3 account), attribute '10111', attribute
 * value '1011101'.
 */
export interface CatalogState {
  games: Game[];
  servers: GameServer[];
  categories: Category[];
  attributes: Attribute[];
}

/** Help-centre content: article categories, articles, notices (with per-user read marks), carousel. */
export interface ContentState {
  categories: Array<Omit<ArticleCategory, 'articleCount' | 'children'>>;
  articles: Article[];
  notices: Notice[];
  carousel: CarouselLink[];
  /** user id → confirmed notice ids */
  noticeReads: Record<string, string[]>;
}

/** One search of a user (C/usercenter/search). */
export interface SearchRecord {
  gameId: string;
  categoryId: string;
  searchedAt: string;
}

/** A merchant's public figures per side. */
export interface MerchantFigures {
  seller?: MerchantKpi;
  buyer?: MerchantKpi;
  /** set while the merchant is offline */
  offLineTime?: string;
}

/** A closed trade's print. */
export interface PrintRecord extends TradePrint {
  /** masked buyer name for the public tape */
  buyer: string;
}
