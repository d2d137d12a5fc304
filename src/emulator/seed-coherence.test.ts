// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Call, TranscriptTurn } from '../contract';
import { turnTiming } from '../features/calls/model/timing';
import { valueOf } from './alert-preview/call-values';
import { agentEvents } from './alert-preview/preview';
import { extractedValuesOf, transcriptOf } from './call-details';
import { CommentStore } from './comments';
import { ReviewStore } from './reviews';
import { type AgentRecord, PINNED_SEED_NOW, createSeed } from './seed';

// The seeded demo agrees with itself: what the call page reads (a call's transcript, timed as
// its Timing region times it) is what the filters, the extracted values and the firings say.
// Checked for every seeded record, not one call.

const NOW = PINNED_SEED_NOW;
const store = createSeed(NOW);
const support = store.agents.find((a) => a.id === 1) as AgentRecord;
const collections = store.agents.find((a) => a.id === 3) as AgentRecord;
const time = (iso: string | null | undefined) => Date.parse(iso ?? '');
const endOf = (call: Call) => time(call.started_at) + (call.duration_ms ?? 0);
const callOf = (agent: AgentRecord, id: number | null | undefined) => {
  const call = agent.calls.find((c) => c.id === id);
  if (!call) throw new Error(`no call ${String(id)}`);
  return call;
};
const withTranscripts = (agent: AgentRecord) =>
  agent.calls.flatMap((call) => {
    const turns = transcriptOf(agent, call);
    return turns ? [{ call, turns }] : [];
  });
const saidBy = (turns: TranscriptTurn[], who: string) =>
  turns
    .filter((t) => t.speaker === who)
    .map((t) => t.text ?? '')
    .join('\n');

describe('voice metrics and firings: the figures of the call page’s Timing', () => {
  it('gives every seeded call the median latency, interruptions and talk ratio its transcript has', () => {
    for (const agent of [support, collections]) {
      for (const { call, turns } of withTranscripts(agent)) {
        const t = turnTiming(turns);
        const { byAgent, byCaller, byOther } = t.interruptions;
        expect(valueOf(agent, call, 'voice_metrics', 'median_latency'), `call ${call.id}`).toBe(
          t.medianMs ?? undefined,
        );
        expect(valueOf(agent, call, 'voice_metrics', 'interruptions'), `call ${call.id}`).toBe(
          byAgent + byCaller + byOther,
        );
        expect(valueOf(agent, call, 'voice_metrics', 'talk_ratio'), `call ${call.id}`).toBe(
          t.agentShare === null ? undefined : Math.round(t.agentShare * 100),
        );
      }
    }
  });

  it('states in every firing on latency the median its call, or the hour before it, had', () => {
    const events = agentEvents(support);
    expect(events.filter((e) => e.matched?.includes('Median latency')).length).toBeGreaterThan(3);
    for (const e of events) {
      if (!e.matched?.includes('Median latency')) continue;
      if (e.call_id === null) {
        const m = /^Median latency over the last hour was ([\d.]+) ms \(> (\d+) ms\)$/.exec(e.matched);
        expect(m, e.matched).not.toBeNull();
        const at = time(e.fired_at);
        const responses = support.calls
          .filter((c) => endOf(c) <= at && endOf(c) > at - 3_600_000)
          .flatMap((c) => turnTiming(transcriptOf(support, c) ?? []).responses)
          .sort((a, b) => a - b);
        const pooled = medianOf(responses);
        expect(Number(m?.[1])).toBe(pooled);
        expect(pooled).toBeGreaterThan(Number(m?.[2]));
      } else {
        const m = /Median latency was ([\d.]+) ms \(> (\d+) ms\)/.exec(e.matched);
        expect(m, e.matched).not.toBeNull();
        const shown = turnTiming(transcriptOf(support, callOf(support, e.call_id)) ?? []).medianMs;
        expect(Number(m?.[1]), `firing ${e.id} for call ${e.call_id}`).toBe(shown);
        expect(shown).toBeGreaterThan(Number(m?.[2]));
      }
    }
  });

  it('delivers every seeded firing to the channels its definition routes to, when it fired', () => {
    for (const e of agentEvents(support)) {
      const definition = support.alertDefinitions.find((d) => d.id === e.alert_id);
      expect(
        (e.deliveries ?? []).map((d) => d.channel_id),
        `firing ${e.id}`,
      ).toEqual(definition?.channel_ids ?? []);
      for (const d of e.deliveries ?? []) {
        expect(d.status).toBe('sent');
        expect(time(d.at)).toBeGreaterThanOrEqual(time(e.fired_at));
      }
    }
  });
});

function medianOf(sorted: number[]): number | null {
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

// What each of agent 1's intents and labels sounds like, as a reader of the transcript hears it.
const INTENT_SAYS: Record<number, RegExp> = {
  1: /\b(bill|charged?|charges|invoice)\b/i,
  2: /\bcancel/i,
  3: /\b(router|connection|log in|not working)\b/i,
  4: /\b(book|appointment|technician visit)\b/i,
};
const LABEL_SAYS: Record<string, RegExp> = {
  'Legal threat': /\b(lawyer|legal action|sue|regulator)\b/i,
  Abuse: /\b(idiots?|useless|shut up)\b/i,
  'Refund request': /\b(refund|money back)/i,
  Upsell: /\b(annual plan|upgrade)\b/i,
};

describe('intents, labels and extracted values: what the transcript says', () => {
  it('classifies every seeded call by what its caller asks for, and labels it by what is said', () => {
    for (const { call, turns } of withTranscripts(support)) {
      const caller = saidBy(turns, 'caller');
      const all = turns.map((t) => t.text).join('\n');
      for (const [id, says] of Object.entries(INTENT_SAYS)) {
        const classified = call.call_intent?.id === Number(id);
        // The 10,000-clip conference call says only short acknowledgements: no intent.
        expect(says.test(caller), `call ${call.id} (${call.call_intent?.label ?? 'no intent'}) vs ${id}`).toBe(
          classified,
        );
      }
      for (const [label, says] of Object.entries(LABEL_SAYS)) {
        const carried = call.labels_and_redflags.some((l) => l.label === label);
        expect(says.test(all), `call ${call.id}: ${label}`).toBe(carried);
      }
    }
  });

  it('extracts from every seeded call only what its caller says', () => {
    const people = ['Priya Raman', 'Sam Okafor', 'Demo admin', 'Dana'];
    const digits: Record<string, string> = { oh: '0', zero: '0', one: '1', two: '2', three: '3', four: '4' };
    Object.assign(digits, { five: '5', six: '6', seven: '7', eight: '8', nine: '9' });
    for (const { call, turns } of withTranscripts(support)) {
      const values = new Map((extractedValuesOf(support, call) ?? []).map((v) => [v.name, v.value]));
      const caller = saidBy(turns, 'caller');
      const name = values.get('caller_name');
      if (name !== null) {
        expect(caller, `call ${call.id}`).toContain(`this is ${String(name)}`);
        expect(people.some((p) => String(name).includes(p))).toBe(false);
      } else expect(caller).not.toMatch(/this is \p{Lu}/u);
      const spoken = caller.split('\n').map((line) =>
        line
          .toLowerCase()
          .split(/[^a-z]+/)
          .map((w) => digits[w] ?? ' ')
          .join('')
          .trim(),
      );
      const account = values.get('account_number');
      const eight = spoken.flatMap((s) => s.split(/\s+/)).filter((s) => s.length === 8);
      expect(eight, `call ${call.id}: account number`).toEqual(account === null ? [] : [account]);
      const order = values.get('order_id');
      const orders = [...caller.matchAll(/\border (\d+)/gi)].map((m) => Number(m[1]));
      expect(orders, `call ${call.id}: order`).toEqual(order === null ? [] : [order]);
      const callback = values.get('callback_time');
      const asked = /call me back tomorrow at (\d{2}:\d{2}) GMT/.exec(caller);
      if (callback === null) expect(asked).toBeNull();
      else {
        const day = Math.floor(time(call.started_at) / 86_400_000) + 1;
        expect(Math.floor(time(String(callback)) / 86_400_000)).toBe(day);
        expect(asked?.[1]).toBe(String(callback).slice(11, 16));
      }
    }
  });
});

describe('dates: cause before effect', () => {
  it('ends every seeded call before the seed’s instant (the Busy line’s: before the clock)', () => {
    for (const agent of store.agents) {
      const bound = agent.id === 5 ? Math.max(NOW, Date.now()) : NOW;
      for (const call of agent.calls) expect(endOf(call), `call ${call.id}`).toBeLessThanOrEqual(bound);
    }
  });

  it('cuts every clip set after its source call ended', () => {
    for (const set of support.clipSets) {
      const call = callOf(support, set.source_call_id);
      expect(time(set.created_at), `clip set ${set.id}`).toBeGreaterThan(endOf(call));
      expect(time(set.created_at)).toBeLessThanOrEqual(NOW);
    }
  });

  it('writes every comment and review after its call ended', () => {
    const comments = new CommentStore(NOW);
    const reviews = new ReviewStore(NOW).of(support);
    expect(reviews.size).toBeGreaterThan(0);
    for (const call of support.calls) {
      for (const c of comments.list(support, call.id)) {
        expect(time(c.created_at), `comment ${c.id}`).toBeGreaterThan(endOf(call));
        expect(time(c.created_at)).toBeLessThanOrEqual(NOW);
      }
      for (const review of reviews.ofCall(call.id)) {
        expect(time(review.reviewed_at), `review of ${call.id}`).toBeGreaterThanOrEqual(endOf(call));
        expect(time(review.reviewed_at)).toBeLessThanOrEqual(NOW);
      }
    }
  });

  it('fires every seeded firing after its call ended, and resolves it after it fired, before the seed’s instant', () => {
    for (const e of agentEvents(support)) {
      if (e.call_id !== null) expect(time(e.fired_at)).toBeGreaterThanOrEqual(endOf(callOf(support, e.call_id)));
      expect(time(e.fired_at)).toBeLessThanOrEqual(NOW);
      if (e.resolved_at) {
        expect(time(e.resolved_at)).toBeGreaterThan(time(e.fired_at));
        expect(time(e.resolved_at)).toBeLessThanOrEqual(NOW);
      }
    }
  });
});

describe('the README on the demo data', () => {
  it('states the Support line’s reviewed share as the seed has it', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
    const stated = /(\d+) calls, (\d+) of them reviewed \((\d+)%\)/.exec(readme);
    expect(stated, 'the README names the reviewed calls of the Support line').not.toBeNull();
    const reviewed = new ReviewStore(NOW).of(support).size;
    expect(Number(stated?.[1])).toBe(support.calls.length);
    expect(Number(stated?.[2])).toBe(reviewed);
    expect(Number(stated?.[3])).toBe(Math.round((reviewed / support.calls.length) * 100));
  });
});
