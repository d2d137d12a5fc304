import * as z from 'zod/mini';
import { DAY } from '../seed-base.ts';
import type { AgentRecord, Store } from '../seed-types.ts';
import { addChange, listChanges } from '../settings-changes.ts';
import { type Router, json } from '../router.ts';

/** B.8: the agent's settings changes, newest first, filtered and paged. */
export function registerSettingsChanges(r: Router): void {
  r.agent('GET', '/settings/changes', ({ c, agent }) => json(listChanges(agent, c)));
}

/** Body of `POST /__emulator/settings-changes`: many generated changes (benchmarks, scale tests). */
export const seedChangesSchema = z.object({
  agentId: z.optional(z.int()),
  count: z.int().check(z.gte(1), z.lte(100_000)),
});

const ACTORS = ['Priya Raman', 'Sam Okafor', null];

/** Adds `count` intent description edits, an hour apart, ending an hour before the seed's instant. */
export function seedManyChanges(store: Store, agent: AgentRecord, count: number): void {
  const hour = DAY / 24;
  for (let i = count; i >= 1; i--) {
    const before = { id: 1, label: 'Billing question', description: `Wording number ${i} of the billing intent.` };
    addChange(agent, store.nextId, {
      at: new Date(store.seededAt - i * hour).toISOString(),
      actor: ACTORS[i % ACTORS.length] ?? null,
      resource: 'call_intent',
      resource_id: 1,
      action: 'updated',
      before,
      after: { ...before, description: `Wording number ${i + 1} of the billing intent, reworded.` },
    });
  }
}
