import type { Call } from '../contract/index.ts';
import { transcriptOf } from './call-details.ts';
import type { AgentRecord } from './seed.ts';

// A call's transcript is generated from its id and the agent's clip sets, which do not change:
// its searchable text is built once per call.
const texts = new WeakMap<Call, string>();

/** B.5: whether the call's transcript contains `q` (case-insensitive); a call without one never does. */
export function transcriptContains(agent: AgentRecord, call: Call, q: string): boolean {
  let text = texts.get(call);
  if (text === undefined) {
    text = (transcriptOf(agent, call) ?? [])
      .map((t) => t.text ?? '')
      .join('\n')
      .toLowerCase();
    texts.set(call, text);
  }
  return text.includes(q.toLowerCase());
}
