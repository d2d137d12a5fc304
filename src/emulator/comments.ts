import { type CallComment, compareComments } from '../contract/index.ts';
import { CLIP_SET_SOURCES } from './seed-calls.ts';
import type { AgentRecord } from './seed.ts';

/** The demo comments on the demo call (agent 1's call with the ready clip set): at a moment, and on the whole call. */
const SEEDED: { at_ms: number | null; text: string; author: string; share: number }[] = [
  {
    at_ms: 41_200,
    text: 'The caller asks twice here: the agent did not confirm the refund amount the first time.',
    author: 'Sam Okafor',
    share: 0.8,
  },
  {
    at_ms: null,
    text: 'A good example of a duplicate charge sorted out on the first call. Worth a clip set for onboarding.',
    author: 'Priya Raman',
    share: 0.4,
  },
  { at_ms: 8_000, text: 'Greeting and verification are quick; keep this pace.', author: 'Priya Raman', share: 0.4 },
];

/**
 * The emulator's comments (B.7), per agent and call. Kept beside the seed, like reviews: a fresh
 * seed's agent 1 starts with the demo comments on its demo call.
 */
export class CommentStore {
  #byAgent = new WeakMap<AgentRecord, Map<number, CallComment[]>>();
  #nextId = 1;

  constructor(private readonly seededAt: number) {}

  reset(): void {
    this.#byAgent = new WeakMap();
    this.#nextId = 1;
  }

  /** A call's comments in B.7's order. */
  list(agent: AgentRecord, callId: number): CallComment[] {
    return [...(this.#of(agent).get(callId) ?? [])].sort(compareComments);
  }

  add(agent: AgentRecord, callId: number, comment: Omit<CallComment, 'id' | 'call_id'>): CallComment {
    const stored: CallComment = { id: this.#nextId++, call_id: callId, ...comment };
    const calls = this.#of(agent);
    calls.set(callId, [...(calls.get(callId) ?? []), stored]);
    return stored;
  }

  /** One comment of a call, or null. */
  find(agent: AgentRecord, callId: number, commentId: number): CallComment | null {
    return (
      this.#of(agent)
        .get(callId)
        ?.find((c) => c.id === commentId) ?? null
    );
  }

  /** False when the call has no such comment. */
  remove(agent: AgentRecord, callId: number, commentId: number): boolean {
    const calls = this.#of(agent);
    const before = calls.get(callId) ?? [];
    const after = before.filter((c) => c.id !== commentId);
    calls.set(callId, after);
    return after.length < before.length;
  }

  #of(agent: AgentRecord): Map<number, CallComment[]> {
    let map = this.#byAgent.get(agent);
    if (!map) {
      map = new Map();
      this.#byAgent.set(agent, map);
      const demoCall = CLIP_SET_SOURCES.ready;
      if (agent.id === 1 && agent.workspaceId === 1 && agent.calls.some((c) => c.id === demoCall)) {
        const call = agent.calls.find((c) => c.id === demoCall);
        const end = Date.parse(call?.started_at ?? '') + (call?.duration_ms ?? 0);
        for (const s of SEEDED) {
          // Written after the call ended: at a share of the time from then to the seed's instant.
          const created = new Date(end + (this.seededAt - end) * s.share).toISOString();
          this.add(agent, demoCall, { at_ms: s.at_ms, text: s.text, author: s.author, created_at: created });
        }
      }
    }
    return map;
  }
}
