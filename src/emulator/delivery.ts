import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
/** What a delivery attempt reports (the test send's answer, service interface B.9). */
export type PostResult = { delivered: boolean; status_code: number | null; error: string | null; at: string };

/**
 * The emulator delivers for real (service interface B.9): an HTTP POST of JSON to the channel's
 * URL, signed with `X-Signature: sha256=<hex HMAC-SHA256 of the body>` when the channel has a
 * secret. It is a demo and test tool, so it sends only to the loopback address: any other host
 * is reported as not delivered, and no traffic leaves the machine.
 */

/** How long a receiver has to answer. */
export const DELIVERY_TIMEOUT_MS = 3000;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export const controlRouteError =
  'The emulator does not deliver to its own control routes (/__emulator/...): a delivery must not reset or steer it';

/** Whether a URL's path is one of the emulator's control routes (however it is spelled). */
export function isControlRoute(target: URL): boolean {
  let path = target.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: judged as written.
  }
  return /^\/+__emulator(\/|$)/i.test(path.replace(/\/{2,}/g, '/'));
}

/** The emulator's own address and a way to answer a request to it without the network. */
export type Self = { origin: string; fetch: (request: Request) => Response | Promise<Response> };

export const notLoopbackError = (host: string) =>
  `The emulator delivers only to the loopback address (127.0.0.1), not to ${host}`;

export const signature = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

type Post = { url: string; payload: unknown; secret?: string | null };

const result = (delivered: boolean, status: number | null, error: string | null): PostResult => ({
  delivered,
  status_code: status,
  error,
  at: new Date().toISOString(),
});

const answered = (status: number, statusText: string | undefined): PostResult => {
  const ok = status >= 200 && status < 300;
  return result(ok, status, ok ? null : `The receiver answered ${status}${statusText ? ` ${statusText}` : ''}`);
};

/**
 * POSTs the payload and reports what the receiver answered, or why it could not be reached. A
 * URL on the emulator's own address (`self`) is answered by the emulator itself, as it would be
 * over the network; its control routes never are.
 */
export async function post({ url, payload, secret }: Post, self?: Self): Promise<PostResult> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.resolve(result(false, null, `Not a URL: ${url}`));
  }
  if (isControlRoute(target)) return result(false, null, controlRouteError);
  const own = self !== undefined && target.origin === new URL(self.origin).origin;
  if (!own && !LOOPBACK.has(target.hostname)) return result(false, null, notLoopbackError(target.hostname));
  const body = JSON.stringify(payload);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(body)),
    'User-Agent': 'call-monitor-emulator',
  };
  if (secret) headers['X-Signature'] = signature(secret, body);
  if (own) {
    try {
      const res = await self.fetch(new Request(target, { method: 'POST', headers, body }));
      return answered(res.status, res.statusText);
    } catch (e) {
      return result(false, null, e instanceof Error ? e.message : String(e));
    }
  }
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = send(target, { method: 'POST', headers, timeout: DELIVERY_TIMEOUT_MS }, (res) => {
      res.resume();
      resolve(answered(res.statusCode ?? 0, res.statusMessage));
    });
    req.on('timeout', () => {
      req.destroy(new Error(`The receiver did not answer within ${DELIVERY_TIMEOUT_MS / 1000} s`));
    });
    req.on('error', (e) => resolve(result(false, null, e.message)));
    req.end(body);
  });
}
