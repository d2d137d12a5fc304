import * as z from 'zod/mini';
import type { Store } from './seed';

/** Body of `POST /__emulator/seed-large`: records at scale for benchmarks and tests. */
export const seedLargeSchema = z.object({
  agentId: z.optional(z.int()),
  /** A profile named "Large profile (N keys)" with this many fields. */
  profileKeys: z.optional(z.int().check(z.gte(0), z.lte(100_000))),
  /** This many more call intents. */
  intents: z.optional(z.int().check(z.gte(0), z.lte(100_000))),
});

const pad = (n: number) => String(n).padStart(5, '0');

/** Adds what the body asks for to the agent; answers with the new profile's id, if any. */
export function seedLarge(store: Store, body: z.infer<typeof seedLargeSchema>): { profileId: number | null } {
  const agent = store.agents.find((a) => a.id === (body.agentId ?? 1));
  if (!agent) throw new Error('No such agent');
  let profileId: number | null = null;
  if (body.profileKeys !== undefined) {
    const fields = Object.create(null) as Record<string, string>;
    for (let i = 1; i <= body.profileKeys; i++) fields[`key_${pad(i)}`] = `Value number ${i} of the large profile`;
    const now = new Date().toISOString();
    profileId = store.nextId.profile++;
    agent.profiles.push({
      id: profileId,
      agent_id: agent.id,
      name: `Large profile (${body.profileKeys.toLocaleString('en')} keys)`,
      fields,
      created_at: now,
      updated_at: now,
    });
  }
  for (let i = 1; i <= (body.intents ?? 0); i++) {
    agent.intents.push({
      id: store.nextId.intent++,
      label: `Generated intent ${pad(i)}`,
      description: `The caller raises generated topic number ${i}, used to see how the list behaves at scale.`,
    });
  }
  return { profileId };
}
