import { createPrng } from '../../_lib/prng';
import { DAY_MS } from '../../_lib/dates';
import { now } from '../clock';
import type { SeedContext } from '../seed/context';
import { seedCatalog } from './catalog';
import { seedContent } from './content';
import { seedFollows, seedSearches } from './follows';
import { FIRST_COMMODITY_ID, FIRST_DEMAND_ID, seedCommodities, seedDemands } from './listings';
import { seedMerchantFigures, seedMerchantUsers } from './merchants';
import { seedPrints } from './prints';
import type { MarketState } from './state';

/** The start of the UTC day of `at`: the anchor of the market's seed dates (state.ts). */
export function marketAnchor(at = now()): number {
  return Math.floor(at / DAY_MS) * DAY_MS;
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
