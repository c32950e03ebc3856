/**
 * Permission strings a main account can grant to a sub-account (stored pipe-separated in
 * subAuthorities). The sub-user guard refuses the pages below unless the matching one is granted.
 */
export const SUB_AUTHORITIES = [
  'ORDER_PURCHASED',
  'ORDER_SOLD',
  'COMMODITY',
  'DEMAND',
  'STOCK_RECORD',
  'DEPOSIT_RETURN',
  'WITHDRAWAL',
  'FUND_BALANCES',
  'FUND_DEPOSIT',
  'CHANGE_PASSWORD',
  'SUB_ACCOUNT',
] as const;
export type SubAuthority = (typeof SUB_AUTHORITIES)[number];
