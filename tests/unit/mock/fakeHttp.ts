import type { WrappedHandler } from '../../../mock/_lib/handlers';
import type { Req, Res } from '../../../mock/_lib/http';

/** Just enough of express' req/res for the mock's handlers. */
export interface FakeRes {
  statusCode: number;
  body: unknown;
  headers: Record<string, string>;
  headersSent: boolean;
  ended: boolean;
}

export interface FakeCall {
  method?: string;
  path: string;
  body?: unknown;
  query?: Record<string, string>;
  params?: Record<string, string>;
  token?: string;
  /** the app's locale cookie (the caller's language); without it the browser asks for English */
  locale?: 'zh-CN' | 'en-US';
  /** more request headers (content-type, content-length…) */
  headers?: Record<string, string>;
  /** multipart file parts, as umi's mock server (multer) lists them on `req.files` */
  files?: MultipartFile[];
}

export interface MultipartFile {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

export function fakeReq(call: FakeCall): Req {
  const headers: Record<string, string> = { 'accept-language': 'en-US,en;q=0.9' };
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  if (call.locale) headers.cookie = `locale=${call.locale}`;
  Object.assign(headers, call.headers);
  const req = {
    method: call.method ?? 'GET',
    path: call.path,
    url: call.path,
    headers,
    body: call.body,
    query: call.query ?? {},
    params: call.params ?? {},
    ...(call.files ? { files: call.files } : {}),
  };
  return req as unknown as Req;
}

export function fakeRes(): { res: Res; state: FakeRes } {
  const state: FakeRes = { statusCode: 200, body: undefined, headers: {}, headersSent: false, ended: false };
  const res = {
    get headersSent() {
      return state.headersSent;
    },
    status(code: number) {
      state.statusCode = code;
      return res;
    },
    set(name: string, value: string) {
      state.headers[name.toLowerCase()] = value;
      return res;
    },
    setHeader(name: string, value: string) {
      state.headers[name.toLowerCase()] = value;
      return res;
    },
    json(body: unknown) {
      state.body = JSON.parse(JSON.stringify(body)); // what goes over the wire
      state.headersSent = true;
      state.ended = true;
      return res;
    },
    end() {
      state.headersSent = true;
      state.ended = true;
      return res;
    },
  };
  return { res: res as unknown as Res, state };
}

/** Runs one wrapped handler and answers what the client would see. */
export async function call(handler: WrappedHandler | undefined, c: FakeCall): Promise<FakeRes> {
  if (!handler) throw new Error(`no handler for ${c.method ?? 'GET'} ${c.path}`);
  const { res, state } = fakeRes();
  await handler(fakeReq(c), res);
  return state;
}

/** Looks a route up by its key in a route file's default export, then runs it. */
export function route(map: Record<string, WrappedHandler>, key: string, c: Omit<FakeCall, 'method' | 'path'> & { path?: string }) {
  const [method, path] = key.split(' ');
  return call(map[key], { ...c, method, path: c.path ?? path });
}
