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

/** POSTs the payload and reports what the receiver answered, or why it could not be reached. */
export function post({ url, payload, secret }: Post): Promise<PostResult> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.resolve(result(false, null, `Not a URL: ${url}`));
  }
  if (!LOOPBACK.has(target.hostname)) return Promise.resolve(result(false, null, notLoopbackError(target.hostname)));
  const body = JSON.stringify(payload);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(body)),
    'User-Agent': 'call-monitor-emulator',
  };
  if (secret) headers['X-Signature'] = signature(secret, body);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = send(target, { method: 'POST', headers, timeout: DELIVERY_TIMEOUT_MS }, (res) => {
      res.resume();
      const status = res.statusCode ?? 0;
      const ok = status >= 200 && status < 300;
      resolve(
        result(
          ok,
          status,
          ok ? null : `The receiver answered ${status}${res.statusMessage ? ` ${res.statusMessage}` : ''}`,
        ),
      );
    });
    req.on('timeout', () => {
      req.destroy(new Error(`The receiver did not answer within ${DELIVERY_TIMEOUT_MS / 1000} s`));
    });
    req.on('error', (e) => resolve(result(false, null, e.message)));
    req.end(body);
  });
}
