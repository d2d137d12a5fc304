import { createServer } from 'node:http';
import type { PreviewServer } from 'vite';
import { describe, expect, it } from 'vitest';
import { emulatorPlugin } from './vite-plugin';

describe('emulatorPlugin', () => {
  it('keeps an idle connection open for minutes, not Node’s 5 s', () => {
    // A client that reuses a kept-alive connection just as the server closes it gets ECONNRESET:
    // the e2e suite's requests to /__emulator/ did, several seconds after their test's last one.
    const httpServer = createServer();
    const server = { middlewares: { use: () => {} }, httpServer, printUrls: () => {} };
    const plugin = emulatorPlugin();
    (plugin.configurePreviewServer as (s: PreviewServer) => void)(server as unknown as PreviewServer);
    expect(httpServer.keepAliveTimeout).toBeGreaterThanOrEqual(60_000);
    expect(httpServer.headersTimeout).toBeGreaterThan(httpServer.keepAliveTimeout);
  });
});
