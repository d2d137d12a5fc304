import { serve } from '@hono/node-server';
import { createEmulator } from './app';
import { DEMO_AGENT_ID, DEMO_TOKEN, DEMO_WORKSPACE_ID, seedNowFromEnv } from './seed-base';

/** `npm run emulator`: the emulator on its own port, with permissive CORS, for other clients. */
const port = Number(process.env.EMULATOR_PORT ?? 8787);
const emulator = createEmulator({ cors: true, now: seedNowFromEnv() });

serve({ fetch: emulator.app.fetch, port }, (info) => {
  console.log(`Emulator listening on http://localhost:${info.port}/api/v1`);
  console.log(`  demo token "${DEMO_TOKEN}" (workspace ${DEMO_WORKSPACE_ID}, agent ${DEMO_AGENT_ID})`);
  console.log(
    `  control: POST /__emulator/reset, POST|DELETE /__emulator/faults, GET /__emulator/requests, POST /__emulator/calls`,
  );
});
