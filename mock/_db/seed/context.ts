import type { MockDb } from '../types';

/**
 * What an area's seeder sees: the users, and every slice seeded before it (seedDb's order:
 * market → money → trade → supplier → reseller → account → chat → dev).
 */
export type SeedContext = Partial<MockDb> & Pick<MockDb, 'users'>;
