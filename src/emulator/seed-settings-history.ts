import { DAY } from './seed-base.ts';
import { legalAlertTree } from './seed-support-line-data.ts';
import type { AgentRecord, StoredChange } from './seed-types.ts';

// The Support line's settings history: four weeks of changes by two people, each record's
// latest state the one the seed holds now (so a restore's check against the record agrees).

const PRIYA = 'Priya Raman';
const SAM = 'Sam Okafor';
const HOUR = DAY / 24;

type Step = [
  daysAgo: number,
  actor: string,
  resource: string,
  id: number | null,
  before: object | null,
  after: object | null,
];

const copy = (v: object): Record<string, unknown> => JSON.parse(JSON.stringify(v)) as Record<string, unknown>;

const byId = <T extends { id: number }>(list: T[], id: number): T => {
  const found = list.find((x) => x.id === id);
  if (!found) throw new Error(`Seed history: no record ${id}`);
  return found;
};

/** The records the history ends on: each one as the seed holds it now. */
function latest(agent: AgentRecord) {
  return {
    billing: byId(agent.intents, 1),
    cancel: byId(agent.intents, 2),
    booking: byId(agent.intents, 4),
    legal: byId(agent.alertDefinitions, 1),
    order: byId(agent.alertDefinitions, 2),
    frustrated: byId(agent.profiles, 1),
    reschedule: byId(agent.profiles, 3),
    sip: agent.sip ? copy(agent.sip) : {},
  };
}

/** Older versions of records the seed still holds. */
function earlierVersions(
  { legal, frustrated, reschedule, sip }: ReturnType<typeof latest>,
  iso: (ms: number) => string,
) {
  const legalFlag = { type: 'condition', source: 'red_flags', ref: 1, comparator: 'is_true', value: null };
  return {
    legalV1: {
      id: 1,
      name: 'Legal threat',
      enabled: true,
      condition_tree: { type: 'group', operator: 'or', children: [legalFlag] },
    },
    legalV2: { ...legal, condition_tree: legalAlertTree(2000) },
    frustratedV1: {
      ...frustrated,
      fields: { persona: 'Long-time customer, double-charged this month.', goal: 'Get a refund.' },
      updated_at: frustrated.created_at,
    },
    rescheduleV1: {
      ...reschedule,
      fields: { goal: 'Move Thursday appointment to next week.' },
      updated_at: reschedule.created_at,
    },
    sipV1: {
      ...sip,
      sip_url: 'sip:support@pbx.acme-demo.example:5060',
      is_sip_verified: false,
      updated_at: iso(60 * DAY),
    },
  };
}

/** Records created and deleted again within the history, so the seed no longer holds them. */
function deletedRecords(agentId: number, iso: (ms: number) => string) {
  return {
    complaint: {
      id: 7,
      label: 'Complaint',
      description: 'The caller wants to complain about the service or a person.',
    },
    cheque: {
      id: 9,
      name: 'promo_code',
      description: 'A promotional code the caller quotes.',
      type: 'string',
      is_system: false,
    },
    competitor: {
      id: 9,
      name: 'Mentions competitor',
      description: 'The caller names a competing provider.',
      output: 'label',
      label: 'Competitor',
    },
    oldProfile: {
      id: 9,
      agent_id: agentId,
      name: 'Angry about outage',
      fields: { persona: 'Furious, has had no internet for two days.' },
      created_at: iso(35 * DAY),
      updated_at: iso(35 * DAY),
    },
  };
}

/** The history as a table: when, who, which record, and its state before and after. */
function steps(agent: AgentRecord, iso: (ms: number) => string): Step[] {
  const now = latest(agent);
  const { billing, cancel, booking, legal, order, frustrated, reschedule, sip } = now;
  const { legalV1, legalV2, frustratedV1, rescheduleV1, sipV1 } = earlierVersions(now, iso);
  const { complaint, cheque, competitor, oldProfile } = deletedRecords(agent.id, iso);
  return [
    [27, PRIYA, 'alert_definition', 1, null, legalV1],
    [25, SAM, 'call_intent', 7, null, complaint],
    [23, SAM, 'call_intent', 4, { ...booking, description: 'The caller wants to book an appointment.' }, booking],
    [21, PRIYA, 'simulation_profile', 9, oldProfile, null],
    [19, PRIYA, 'simulation_profile', 1, null, frustratedV1],
    [16, SAM, 'alert_definition', 1, legalV1, legalV2],
    [
      14,
      PRIYA,
      'call_intent',
      1,
      { ...billing, description: 'The caller asks about a charge or an invoice.' },
      billing,
    ],
    [13, SAM, 'intent_detection', null, { enabled: true }, { enabled: false }],
    [12.5, PRIYA, 'simulation_profile', 1, frustratedV1, frustrated],
    [12, SAM, 'intent_detection', null, { enabled: false }, { enabled: true }],
    [10, PRIYA, 'data_extraction_field', 9, cheque, null],
    [9, SAM, 'sip_config', 1, sipV1, sip],
    [8, PRIYA, 'rule', 9, competitor, null],
    [7, PRIYA, 'call_intent', 7, complaint, null],
    [6, SAM, 'alert_definition', 2, null, { ...order, enabled: true }],
    [5, PRIYA, 'simulation_profile', 3, null, rescheduleV1],
    [4, SAM, 'alert_definition', 1, legalV2, legal],
    [3, PRIYA, 'alert_definition', 2, { ...order, enabled: true }, order],
    [2, SAM, 'simulation_profile', 3, rescheduleV1, reschedule],
    [1, PRIYA, 'call_intent', 2, { ...cancel, description: 'The caller wants to end their subscription.' }, cancel],
  ];
}

/** The agent's history, oldest first; ids from `firstId`. */
export function seedSettingsHistory(agent: AgentRecord, now: number, firstId: number): StoredChange[] {
  const iso = (ms: number) => new Date(now - ms).toISOString();
  return steps(agent, iso).map(([daysAgo, actor, resource, id, before, after], i) => ({
    id: firstId + i,
    // A few hours into the step's day, a minute apart.
    at: iso(daysAgo * DAY - 10 * HOUR + i * 60_000),
    actor,
    resource,
    resource_id: id,
    action: before === null ? 'created' : after === null ? 'deleted' : 'updated',
    before: before && copy(before),
    after: after && copy(after),
  }));
}
