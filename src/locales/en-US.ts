import account from './en-US/account';
import chat from './en-US/chat';
import common from './en-US/common';
import dev from './en-US/dev';
import format from './en-US/format';
import guard from './en-US/guard';
import market from './en-US/market';
import request from './en-US/request';
import reseller from './en-US/reseller';
import route from './en-US/route';
import session from './en-US/session';
import supplier from './en-US/supplier';
import trade from './en-US/trade';

/** One file per area under ./en-US/; every area file has the same keys in both locales. */
export default {
  ...common,
  ...format,
  ...guard,
  ...request,
  ...route,
  ...session,
  ...trade,
  ...supplier,
  ...reseller,
  ...account,
  ...market,
  ...chat,
  ...dev,
};
