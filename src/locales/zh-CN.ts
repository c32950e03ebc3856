import account from './zh-CN/account';
import chat from './zh-CN/chat';
import common from './zh-CN/common';
import dev from './zh-CN/dev';
import format from './zh-CN/format';
import guard from './zh-CN/guard';
import market from './zh-CN/market';
import request from './zh-CN/request';
import reseller from './zh-CN/reseller';
import route from './zh-CN/route';
import session from './zh-CN/session';
import supplier from './zh-CN/supplier';
import trade from './zh-CN/trade';

/** One file per area under ./zh-CN/; every area file has the same keys in both locales. */
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
