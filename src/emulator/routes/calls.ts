import { type Call, type IdLabel, errorTexts } from '../../contract/index.ts';
import { extractedValuesOf, hasRecording, recordingPlan, transcriptOf } from '../call-details.ts';
import { type IgnoredParam, listCalls, withArrivals } from '../call-list.ts';
import { EmuError } from '../errors.ts';
import { rangeResponse, synthesizeWav } from '../recording.ts';
import { type Router, json } from '../router.ts';
import type { ReviewStore } from '../reviews.ts';
import { type AgentRecord, SENTIMENTS } from '../seed.ts';
import { callListAdditions } from './reviews.ts';

const RECORDINGS_KEPT = 8;

const byId = (a: IdLabel, b: IdLabel) => a.id - b.id;

/** A call as answered: intent and label names follow later edits of intents and rules. */
function present(agent: AgentRecord, call: Call): Call {
  const intent = call.call_intent ? agent.intents.find((i) => i.id === call.call_intent?.id) : undefined;
  return {
    ...call,
    call_intent: intent ? { id: intent.id, label: intent.label } : (call.call_intent ?? null),
    labels_and_redflags: call.labels_and_redflags.map((l) => {
      const rule = agent.rules.find((r) => r.id === l.id);
      return rule?.label ? { id: rule.id, label: rule.label } : l;
    }),
  };
}

function unique(items: IdLabel[]): IdLabel[] {
  const map = new Map<number, IdLabel>();
  for (const item of items) if (!map.has(item.id)) map.set(item.id, item);
  return [...map.values()].sort(byId);
}

/** Calls (B.1), filter options (endpoint 6) and recordings. */
export function registerCalls(
  r: Router,
  recordingCache: Map<string, Uint8Array<ArrayBuffer>>,
  ignoredParams: () => ReadonlySet<IgnoredParam> = () => new Set(),
  arrivingPerRequest: () => number = () => 0,
  reviews?: ReviewStore,
  /** Calls arrive: `add` gives the agent's calls with the new ones (the emulator fires alerts for them). */
  arrive: (agent: AgentRecord, add: (calls: Call[]) => Call[]) => void = (agent, add) => {
    agent.calls = add(agent.calls);
  },
): void {
  r.agent('GET', '/calls/filter-options', ({ agent }) => {
    const calls = agent.calls.map((call) => present(agent, call));
    const ruleLabels = agent.rules
      .filter((rule) => rule.label)
      .map((rule) => ({ id: rule.id, label: rule.label ?? rule.name }));
    return json({
      call_intents: unique([
        ...agent.intents.map((i) => ({ id: i.id, label: i.label })),
        ...calls.flatMap((c) => (c.call_intent ? [c.call_intent] : [])),
      ]),
      call_outcomes: unique([...agent.outcomes, ...calls.flatMap((c) => (c.call_outcome ? [c.call_outcome] : []))]),
      sentiments: [...SENTIMENTS],
      labels_and_redflags: unique([...ruleLabels, ...calls.flatMap((c) => c.labels_and_redflags)]),
    });
  });

  r.agent('GET', '/calls', ({ c, agent }) => {
    const arriving = arrivingPerRequest();
    if (arriving > 0) arrive(agent, (calls) => withArrivals(calls, arriving));
    const query = { all: (key: string) => c.req.queries(key) ?? [], one: (key: string) => c.req.query(key) };
    const added = reviews ? callListAdditions(agent, query, reviews, ignoredParams()) : null;
    const { items, total } = listCalls(agent.calls, query, ignoredParams(), added?.keep);
    return json({ items: items.map((call) => present(agent, added ? added.present(call) : call)), total });
  });

  const findCall = (agent: AgentRecord, callId: number): Call => {
    const call = agent.calls.find((x) => x.id === callId);
    if (!call) throw new EmuError(404, errorTexts.callNotFound(callId));
    return call;
  };

  r.agent('GET', '/calls/:callId', ({ agent, intParam }) => {
    const call = findCall(agent, intParam('callId', 'call_id'));
    return json({
      ...present(agent, call),
      transcript: transcriptOf(agent, call),
      extracted_values: extractedValuesOf(agent, call),
    });
  });

  r.agent('GET', '/calls/:callId/recording', ({ c, agent, intParam }) => {
    const call = findCall(agent, intParam('callId', 'call_id'));
    if (!hasRecording(call)) throw new EmuError(404, `No recording for call ${call.id}`);
    const key = `${agent.id}:${call.id}`;
    let bytes = recordingCache.get(key);
    if (bytes) {
      // Most recently used last: the oldest is dropped first.
      recordingCache.delete(key);
    } else {
      const plan = recordingPlan(agent, call);
      bytes = synthesizeWav(plan.totalMs, plan.segments);
    }
    recordingCache.set(key, bytes);
    // Full-length recordings are megabytes each: keep a handful.
    for (const oldest of recordingCache.keys()) {
      if (recordingCache.size <= RECORDINGS_KEPT) break;
      recordingCache.delete(oldest);
    }
    return rangeResponse(bytes, c.req.header('Range'), 'audio/wav');
  });
}
