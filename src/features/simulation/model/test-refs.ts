import type { StoredSimulationExpect } from '../../../contract';

/** What a test refers to, by kind: the word a person reads before its id. */
export const REF_WORDS = {
  profile: 'Profile',
  clipSet: 'Voice clip set',
  intent: 'Intent',
  rule: 'Rule',
} as const;
export type RefKind = keyof typeof REF_WORDS;

/**
 * The agent's records a test refers to, each a Map from id to the name shown; null where the list
 * could not be read (then nothing can be said deleted).
 */
export type TestLookups = Record<RefKind, ReadonlyMap<number, string> | null>;

export type RefView = { text: string; deleted: boolean };

/** A referenced record as shown: its name, "Profile 12 (deleted)" when the list lacks it, "Profile 12" when unknown. */
export function refView(kind: RefKind, id: number, lookups: TestLookups): RefView {
  const map = lookups[kind];
  const name = map?.get(id);
  if (name !== undefined) return { text: name || `${REF_WORDS[kind]} ${id}`, deleted: false };
  if (map === null) return { text: `${REF_WORDS[kind]} ${id}`, deleted: false };
  return { text: `${REF_WORDS[kind]} ${id} (deleted)`, deleted: true };
}

type TestRefs = {
  simulation_profile_id?: number | null;
  voice_clip_set_id?: number | null;
  expect: Pick<StoredSimulationExpect, 'call_intent_id' | 'labels_present' | 'labels_absent'>;
};

/** Every record the test refers to that no longer exists, as "Profile 12 (deleted)". */
export function deletedRefs(test: TestRefs, lookups: TestLookups): string[] {
  const refs: [RefKind, number | null | undefined][] = [
    ['profile', test.simulation_profile_id],
    ['clipSet', test.voice_clip_set_id],
    ['intent', test.expect.call_intent_id],
    ...test.expect.labels_present.map((id): [RefKind, number] => ['rule', id]),
    ...test.expect.labels_absent.map((id): [RefKind, number] => ['rule', id]),
  ];
  const out: string[] = [];
  for (const [kind, id] of refs) {
    if (id === null || id === undefined) continue;
    const view = refView(kind, id, lookups);
    if (view.deleted && !out.includes(view.text)) out.push(view.text);
  }
  return out;
}

/** Seconds as a person reads them: 1200 ms is "1.2 s". */
export const secondsText = (ms: number): string => `${Number((ms / 1000).toFixed(3))} s`;

/** A test's expectations in words, one phrase each: "Intent Billing question", "Carries Refund request", ... */
export function expectationPhrases(expect: StoredSimulationExpect, lookups: TestLookups): string[] {
  const names = (ids: readonly number[]) => ids.map((id) => refView('rule', id, lookups).text).join(', ');
  const out: string[] = [];
  if (expect.call_intent_id !== null && expect.call_intent_id !== undefined) {
    const intent = lookups.intent?.get(expect.call_intent_id);
    out.push(intent !== undefined ? `Intent ${intent}` : refView('intent', expect.call_intent_id, lookups).text);
  }
  if (expect.labels_present.length > 0) out.push(`Carries ${names(expect.labels_present)}`);
  if (expect.labels_absent.length > 0) out.push(`Not ${names(expect.labels_absent)}`);
  if (expect.max_response_ms !== null && expect.max_response_ms !== undefined) {
    out.push(`Median response at most ${secondsText(expect.max_response_ms)}`);
  }
  return out;
}
