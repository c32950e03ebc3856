import type { Commodity, Demand, FollowedGame } from '../../../src/types';
import { createPrng } from '../../_lib/prng';
import { now } from '../clock';
import type { SeedContext } from '../seed/context';
import { seedCatalog, type CatalogState } from './catalog';
import { seedContent, type ContentState } from './content';
import { seedFollows, seedSearches, type SearchRecord } from './follows';
import { FIRST_COMMODITY_ID, FIRST_DEMAND_ID, seedCommodities, seedDemands } from './listings';
import { seedMerchantFigures, seedMerchantUsers, type MerchantFigures } from './merchants';
import { seedPrints, type PrintRecord } from './prints';

/**
 * The market slice: catalog, listings (C2), merchants' public figures, trade prints, help-centre
 * content, follows and search history. Seed dates hang off `anchor`, the start of the current UTC
 * day when the store is seeded: listings must be alive and the price history must end today, yet
 * two seeds on the same day are identical.
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

const DAY = 86_400_000;

export function marketAnchor(at = now()): number {
  return Math.floor(at / DAY) * DAY;
}

export function seedMarket(ctx: SeedContext): MarketState {
  const anchor = marketAnchor();
  const state: MarketState = {
    anchor,
    catalog: seedCatalog(),
    commodities: [],
    demands: [],
    merchants: {},
    prints: [],
    content: { categories: [], articles: [], notices: [], carousel: [], noticeReads: {} },
    follows: {},
    searches: {},
    seq: { commodity: FIRST_COMMODITY_ID, demand: FIRST_DEMAND_ID, misc: 0 },
  };
  const db = { market: state };
  // each part has its own prng so adding to one does not reshuffle the others
  seedMerchantUsers(ctx.users, createPrng(7001), anchor);
  state.merchants = seedMerchantFigures(ctx.users, createPrng(7002), anchor);
  state.commodities = seedCommodities({ db, users: ctx.users, prng: createPrng(7003), anchor });
  state.demands = seedDemands({ db, users: ctx.users, prng: createPrng(7004), anchor });
  state.seq.commodity = FIRST_COMMODITY_ID + state.commodities.length - 1;
  state.seq.demand = FIRST_DEMAND_ID + state.demands.length - 1;
  state.prints = seedPrints(db, createPrng(7005), anchor);
  state.content = seedContent(createPrng(7006), anchor);
  state.follows = seedFollows(db, anchor);
  state.searches = seedSearches(db, anchor);
  return state;
}
