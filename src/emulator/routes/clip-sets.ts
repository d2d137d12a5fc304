import type { Hono } from 'hono';
import { errorTexts, voiceClipSetCreateBodySchema } from '../../contract/index.ts';
import { hasRecording, transcriptOf } from '../call-details.ts';
import { type ClipCutter, clipCutControlSchema } from '../clip-cutter.ts';
import { EmuError, errorResponse, readBody } from '../errors.ts';
import { type AppEnv, type Router, json, noContent } from '../router.ts';
import type { Store } from '../seed.ts';

const nextClipSetId = (store: Store) =>
  store.agents.reduce((max, a) => a.clipSets.reduce((m, s) => Math.max(m, s.id), max), 0) + 1;

/** Voice clip sets: endpoint 5, B.1's list (without clips), B.7's create (cut from a call) and delete. */
export function registerClipSets(r: Router, cutter: ClipCutter): void {
  r.agent('GET', '/voice-clip-sets', ({ agent }) => {
    cutter.settle(agent.clipSets);
    return json(agent.clipSets.map(({ clips: _clips, ...summary }) => summary));
  });

  r.agent('GET', '/voice-clip-sets/:clipSetId', ({ agent, intParam }) => {
    const id = intParam('clipSetId', 'voice_clip_set_id');
    cutter.settle(agent.clipSets);
    const set = agent.clipSets.find((s) => s.id === id);
    if (!set) throw new EmuError(404, errorTexts.clipSetNotFound(id));
    return json(set);
  });

  r.agent('POST', '/voice-clip-sets', async ({ c, store, agent }) => {
    const body = await readBody(c, voiceClipSetCreateBodySchema);
    const call = agent.calls.find((x) => x.id === body.source_call_id);
    if (!call) throw new EmuError(404, errorTexts.callNotFound(body.source_call_id));
    // Without a recording there is nothing to cut: the service takes the set and says so when it fails.
    let turns = null;
    if (hasRecording(call)) {
      turns = transcriptOf(agent, call) ?? [];
      const missing = body.turn_indexes.find((i) => i >= turns.length);
      if (missing !== undefined) throw new EmuError(400, errorTexts.turnNotInTranscript(missing, call.id));
    }
    const set = cutter.start(nextClipSetId(store), body, turns);
    agent.clipSets.push(set);
    return json(set, 201);
  });

  r.agent('DELETE', '/voice-clip-sets/:clipSetId', ({ agent, intParam }) => {
    const id = intParam('clipSetId', 'voice_clip_set_id');
    const at = agent.clipSets.findIndex((s) => s.id === id);
    if (at < 0) throw new EmuError(404, errorTexts.clipSetNotFound(id));
    agent.clipSets.splice(at, 1);
    return noContent();
  });
}

/**
 * `POST /__emulator/clip-sets {"delayMs": 5000}`: how long a set stays processing after it was made,
 * for the sets in progress too (until a reset).
 */
export function registerClipSetControl(app: Hono<AppEnv>, cutter: ClipCutter): void {
  app.post('/__emulator/clip-sets', async (c) => {
    cutter.delayMs = (await readBody(c, clipCutControlSchema)).delayMs;
    return new Response(null, { status: 204 });
  });
  app.all('/__emulator/clip-sets', () => errorResponse(405, errorTexts.methodNotAllowed));
}
