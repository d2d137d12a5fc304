import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Connect, Plugin } from 'vite';
import { createEmulator } from './app.ts';
import { DEMO_AGENT_ID, DEMO_TOKEN, DEMO_WORKSPACE_ID, seedNowFromEnv } from './seed-base.ts';

const BANNER = `  ➜  Emulator: demo token "${DEMO_TOKEN}" (workspace ${DEMO_WORKSPACE_ID}, agent ${DEMO_AGENT_ID})`;

/**
 * Serves the emulator inside `vite` and `vite preview`: requests to /api/, /__emulator/ and its
 * webhook receiver /__receiver/ go to the Hono app (through @hono/node-server, so `drop` faults can close the socket);
 * everything else goes on to Vite. `EMULATOR=off` disables it; `EMULATOR_NOW` pins its seed's instant.
 */
export function emulatorPlugin(): Plugin {
  const enabled = process.env.EMULATOR !== 'off';
  let printed = false;
  let middleware: Connect.NextHandleFunction | null = null;

  const getMiddleware = (): Connect.NextHandleFunction => {
    if (middleware) return middleware;
    const emulator = createEmulator({ now: seedNowFromEnv() });
    const listener = getRequestListener((request, env) => emulator.app.fetch(request, env), {
      overrideGlobalObjects: false,
    });
    middleware = (req: IncomingMessage, res: ServerResponse, next: Connect.NextFunction) => {
      const url = req.url ?? '';
      if (!url.startsWith('/api/') && !url.startsWith('/__emulator/') && !url.startsWith('/__receiver/')) {
        next();
        return;
      }
      listener(req, res).catch((err: unknown) => next(err));
    };
    return middleware;
  };

  /**
   * An idle connection stays open 2 min, not Node's 5 s: a client that sends on a kept-alive
   * connection just as the server closes it gets ECONNRESET (Node's http client does not try
   * again, as browsers do). The e2e suite's requests to /__emulator/ met it on a busy machine.
   */
  const keepConnections = (httpServer: unknown) => {
    if (!(httpServer && typeof httpServer === 'object' && 'keepAliveTimeout' in httpServer)) return;
    const server = httpServer as Server;
    server.keepAliveTimeout = 120_000;
    server.headersTimeout = 121_000;
  };

  const announce = (server: { printUrls(): void }) => {
    const original = server.printUrls.bind(server);
    server.printUrls = () => {
      original();
      if (!printed) {
        printed = true;
        console.log(BANNER);
      }
    };
  };

  return {
    name: 'call-monitor-emulator',
    configureServer(server) {
      if (!enabled) return;
      keepConnections(server.httpServer);
      server.middlewares.use(getMiddleware());
      announce(server);
    },
    configurePreviewServer(server) {
      if (!enabled) return;
      keepConnections(server.httpServer);
      server.middlewares.use(getMiddleware());
      announce(server);
    },
  };
}
