import type { Paged } from '../../types/api';
import { endpoint } from '../endpoint';
import type { DemandQuery, DemandView } from './types';

/*
 * The buyer's demand list call and its order until the user sorts, apart from the area's other
 * calls and facts: the route loader, which is part of the entry chunk, needs only these.
 */

export const queryMyDemands = endpoint('POST', '/api/shop/user/demand/listUserDemand').of<{ res: Paged<DemandView>; body: DemandQuery }>();

/** Last changed first. */
export const DEMAND_DEFAULT_SORT = { sortField: 'modifiedAt', sortOrder: 'descend' } as const;
