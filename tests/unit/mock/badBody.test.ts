import { tradeApi } from '../../../src/domain/trade/endpoints';
import { handlers, route } from '../../../mock/_lib/handlers';
import { Reply } from '../../../mock/_lib/http';
import { call } from './fakeHttp';

/** A JSON body the fake backend cannot use answers 400 in the caller's language, never 404 or 500. */
const echo = handlers({ ...route(tradeApi.pay, ({ body }) => new Reply(200, { got: body })) })[tradeApi.pay.key];
const json = (length: number) => ({ 'content-type': 'application/json', 'content-length': String(length) });

it.each([
  ['an array', [1, 2, 3], 7, 'BODY_NOT_OBJECT', 'The request body must be a JSON object'],
  ['a number', 42, 2, 'BODY_NOT_OBJECT', 'The request body must be a JSON object'],
  ['malformed JSON (the parser left {})', {}, 9, 'BODY_MALFORMED', 'The request body is not valid JSON'],
])('%s answers 400', async (_name, body, length, code, message) => {
  const res = await call(echo, { method: 'POST', path: tradeApi.pay.path, body, headers: json(length) });
  expect(res.statusCode).toBe(400);
  expect(res.body).toMatchObject({ code, violations: [{ field: 'body', message }] });
});

it('answers in the caller language', async () => {
  const res = await call(echo, { method: 'POST', path: tradeApi.pay.path, body: [], headers: json(2), locale: 'zh-CN' });
  expect(res.body).toMatchObject({ violations: [{ message: '请求体必须是 JSON 对象' }] });
});

it.each([
  ['an empty object', {}, 2],
  ['an object', { batchNo: 'B1' }, 17],
])('%s reaches the handler', async (_name, body, length) => {
  const res = await call(echo, { method: 'POST', path: tradeApi.pay.path, body, headers: json(length) });
  expect(res.statusCode).toBe(200);
  expect(res.body).toEqual({ got: body });
});

it('a body over the JSON parser limit (it arrives empty) answers 413, not "malformed"', async () => {
  const res = await call(echo, { method: 'POST', path: tradeApi.pay.path, body: {}, headers: json(10 * 1024 * 1024) });
  expect(res.statusCode).toBe(413);
  expect(res.body).toMatchObject({
    code: 'BODY_TOO_LARGE',
    violations: [{ field: 'body', message: 'The request body is larger than 5 MB' }],
  });
});
