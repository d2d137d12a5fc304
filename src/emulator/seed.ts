import type { CallIntent, Rule } from '../contract/index.ts';
import { DAY, OUTCOMES, isoBefore } from './seed-base.ts';
import { seedCalls } from './seed-calls.ts';
import { CALL_METADATA, VOICE_METRICS, supportLine } from './seed-support-line.ts';
import { BUSY_LINE, BUSY_LINE_INTENTS, BUSY_LINE_RULES, busyLineCalls } from './seed-busy-line.ts';
import type { AgentRecord, Store } from './seed-types.ts';
import { seedSettingsHistory } from './seed-settings-history.ts';

export {
  DAY,
  DEMO_AGENT_ID,
  DEMO_TOKEN,
  DEMO_WORKSPACE_ID,
  OUTCOMES,
  PINNED_SEED_NOW,
  SENTIMENTS,
} from './seed-base.ts';
export { isoBefore, type StoredClipSet } from './seed-base.ts';
export type { AgentRecord, Store, Workspace } from './seed-types.ts';

function emptyAgent(id: number, workspaceId: number, name: string): AgentRecord {
  return {
    id,
    workspaceId,
    name,
    hasSettings: false,
    intentDetection: false,
    intents: [],
    extractionFields: [],
    rules: [],
    alertDefinitions: [],
    sip: null,
    evals: [],
    voiceMetrics: [],
    callMetadata: [],
    extraSources: {},
    profiles: [],
    clipSets: [],
    calls: [],
    outcomes: OUTCOMES,
    evalsStoredSince: new Map(),
    settingsChanges: [],
  };
}

function collections(now: number): AgentRecord {
  const iso = isoBefore(now);
  const intents: CallIntent[] = [
    {
      id: 5,
      label: 'Payment arrangement',
      description: 'The caller wants to agree a payment plan or a date for paying an overdue balance.',
    },
    { id: 6, label: 'Dispute debt', description: 'The caller says the debt is not theirs or the amount is wrong.' },
  ];
  const rules: Rule[] = [
    {
      id: 5,
      name: 'Payment promised',
      description: 'The caller commits to paying on a specific date.',
      output: 'label',
      label: 'Promise to pay',
    },
  ];
  return {
    ...emptyAgent(3, 1, 'Collections'),
    hasSettings: true,
    intentDetection: true,
    intents,
    rules,
    extractionFields: [
      { id: 6, name: 'caller_name', description: "The caller's full name.", type: 'string', is_system: true },
      {
        id: 7,
        name: 'call_summary',
        description: 'A two-sentence summary of the call.',
        type: 'string',
        is_system: true,
      },
      { id: 8, name: 'amount_owed', description: 'The balance discussed, in euros.', type: 'number', is_system: false },
    ],
    sip: {
      id: 3,
      settings_id: 3,
      workspace_id: 1,
      sip_url: 'sip:collections@pbx.acme-demo.example',
      sip_username: 'collections',
      sip_password_set: false,
      is_sip_verified: false,
      created_at: iso(14 * DAY),
      updated_at: iso(14 * DAY),
    },
    evals: [{ id: 4, name: 'Mini-Miranda disclosure given' }],
    voiceMetrics: VOICE_METRICS.slice(0, 2),
    callMetadata: CALL_METADATA,
    profiles: [
      {
        id: 4,
        agent_id: 3,
        name: 'Disputes the amount',
        fields: { persona: 'Calm, insists the balance is €120 too high.' },
        created_at: iso(8 * DAY),
        updated_at: iso(8 * DAY),
      },
    ],
    calls: seedCalls({ prefix: 3000, count: 8, intents, rules, seed: 3, now }),
  };
}

/** Agent 5: thousands of calls over 90 days, for the overview (./seed-busy-line.ts). */
function busyLine(now: number): AgentRecord {
  return {
    ...emptyAgent(BUSY_LINE.agentId, BUSY_LINE.workspaceId, BUSY_LINE.name),
    hasSettings: true,
    intentDetection: true,
    intents: BUSY_LINE_INTENTS.map((i) => ({ ...i })),
    rules: BUSY_LINE_RULES.map((r) => ({ ...r })),
    // Up to the clock, for a seed pinned to an earlier instant.
    calls: busyLineCalls(now, Date.now()),
  };
}

/** A fresh copy of the demo data, its timestamps laid out back from `now`. */
export function createSeed(now: number): Store {
  const support = supportLine(now);
  support.settingsChanges = seedSettingsHistory(support, now, 1);
  return {
    seededAt: now,
    workspaces: [
      { id: 1, name: 'Acme demo', accessible: true },
      { id: 2, name: 'Partner workspace', accessible: false },
    ],
    agents: [
      support,
      emptyAgent(2, 1, 'Outbound sales'),
      collections(now),
      emptyAgent(4, 2, 'Partner agent'),
      busyLine(now),
    ],
    nextId: { intent: 100, field: 100, rule: 100, alert: 100, profile: 100, change: 1000 },
  };
}
