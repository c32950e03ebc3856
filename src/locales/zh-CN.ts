import common from './zh-CN/common';
import format from './zh-CN/format';
import guard from './zh-CN/guard';
import request from './zh-CN/request';
import route from './zh-CN/route';
import session from './zh-CN/session';

export default {
  ...common,
  ...format,
  ...guard,
  ...request,
  ...route,
  ...session,
};
