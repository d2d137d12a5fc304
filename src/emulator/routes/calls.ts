import { type Call, type IdLabel } from '../../contract';
import { type IgnoredParam, listCalls } from '../call-list';
import { EmuError } from '../errors';
import { clipSegments, genericSegments, rangeResponse, synthesizeWav } from '../recording';
import { type Router, json } from '../router';
import { type AgentRecord, SENTIMENTS } from '../seed';

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
    const { items, total } = listCalls(
      agent.calls,
      { all: (key) => c.req.queries(key) ?? [], one: (key) => c.req.query(key) },
      ignoredParams(),
    );
    return json({ items: items.map((call) => present(agent, call)), total });
  });

  r.agent(
    'GET',
    '/calls/:callId/recording',
    ({ c, agent, intParam }) => {
      const callId = intParam('callId', 'call_id');
      const call = agent.calls.find((x) => x.id === callId);
      if (!call) throw new EmuError(404, `Call with ID ${callId} not found`);
      const key = `${agent.id}:${callId}`;
      let bytes = recordingCache.get(key);
      if (!bytes) {
        const set = agent.clipSets.find((s) => s.source_call_id === callId && s.clips && s.clips.length > 0);
        if (set?.clips) {
          const segments = clipSegments(set.clips);
          const end = segments.reduce((max, s) => Math.max(max, s.endMs), 0);
          const totalMs = Math.max(end + 300, set.total_duration_ms ?? 0, call.duration_ms ?? 0);
          bytes = synthesizeWav(totalMs, segments);
        } else {
          const generic = genericSegments(callId, call.duration_ms ?? 20_000);
          bytes = synthesizeWav(generic.totalMs, generic.segments);
        }
        recordingCache.set(key, bytes);
      }
      return rangeResponse(bytes, c.req.header('Range'), 'audio/wav');
    },
  );
}
