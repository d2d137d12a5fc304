import type { Page } from '@playwright/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { measureFirstLoad } from '../../scripts/first-load.mjs';

/** A page that loads one script, whose body Chromium no longer holds when asked for it. */
function pageWithLostBody(): Page {
  let onResponse: (r: unknown) => void = () => {};
  return {
    on: (_event: string, handler: (r: unknown) => void) => (onResponse = handler),
    goto: async () =>
      onResponse({
        url: () => 'http://127.0.0.1:1/assets/call-page-AbCd1234.js',
        body: () => Promise.reject(new Error('response.body: Response body is unavailable')),
      }),
    waitForLoadState: async () => {},
    waitForTimeout: (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
    locator: () => ({ first: () => ({ waitFor: async () => {} }) }),
    getByRole: () => ({ count: async () => 0, allTextContents: async () => [] }),
  } as unknown as Page;
}

describe('measureFirstLoad', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts a script whose body the browser no longer holds, by asking the server for it again', async () => {
    const script = 'export const a = 1;\n'.repeat(50);
    const fetched = vi.fn(async () => new Response(script));
    vi.stubGlobal('fetch', fetched);
    const { chunks, totalBytes } = await measureFirstLoad(pageWithLostBody(), 'http://127.0.0.1:1/');
    expect(fetched).toHaveBeenCalledWith('http://127.0.0.1:1/assets/call-page-AbCd1234.js');
    expect(chunks.map((c: { chunk: string }) => c.chunk)).toEqual(['call-page']);
    expect(totalBytes).toBeGreaterThan(0);
  });
});
