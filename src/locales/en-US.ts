import common from './en-US/common';
import format from './en-US/format';
import guard from './en-US/guard';
import request from './en-US/request';
import route from './en-US/route';
import session from './en-US/session';

export default {
  ...common,
  ...format,
  ...guard,
  ...request,
  ...route,
  ...session,
};
