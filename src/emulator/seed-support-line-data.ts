import type { CallIntent, ConditionNode, Rule } from '../contract/index.ts';
import { DAY } from './seed-base.ts';
import type { AgentRecord } from './seed-types.ts';

// The records of agent 1, "Support line"; ./seed-support-line.ts puts them together.

export const VOICE_METRICS: AgentRecord['voiceMetrics'] = [
  { key: 'median_latency', label: 'Median latency', unit: 'ms' },
  { key: 'interruptions', label: 'Interruptions', unit: null },
  { key: 'talk_ratio', label: 'Agent talk ratio', unit: '%' },
];
export const CALL_METADATA: AgentRecord['callMetadata'] = [
  { key: 'caller_number', label: 'Caller number', type: 'string' },
  { key: 'duration_seconds', label: 'Call duration (s)', type: 'number' },
  { key: 'transferred', label: 'Transferred to a human', type: 'boolean' },
  { key: 'started_at', label: 'Start time', type: 'datetime' },
];

/** The legal-threat definition's tree; the settings history's earlier version has another latency. */
export const legalAlertTree = (latency: number): ConditionNode => ({
  type: 'group',
  operator: 'or',
  children: [
    { type: 'condition', source: 'red_flags', ref: 1, comparator: 'is_true', value: null },
    {
      type: 'group',
      operator: 'and',
      children: [
        { type: 'condition', source: 'voice_metrics', ref: 'median_latency', comparator: 'gt', value: latency },
        { type: 'condition', source: 'call_metadata', ref: 'transferred', comparator: 'is_false', value: null },
      ],
    },
  ],
});

const orderAlertTree: ConditionNode = {
  type: 'group',
  operator: 'and',
  children: [
    { type: 'condition', source: 'red_flags', ref: 1, comparator: 'is_true', value: null },
    { type: 'condition', source: 'extraction_fields', ref: 4, comparator: 'gt', value: 0 },
  ],
};

// The tables below are functions so that every call lays fresh records: the store edits them in place,
// and a reset lays the seed again.

export function supportIntents(): CallIntent[] {
  return [
    {
      id: 1,
      label: 'Billing question',
      description:
        'The caller asks about a charge, an invoice, a payment method or the amount they were billed, without asking to cancel.',
    },
    {
      id: 2,
      label: 'Cancel subscription',
      description: 'The caller wants to end or pause their subscription, or asks how to stop future renewals.',
    },
    {
      id: 3,
      label: 'Technical support',
      description:
        'The caller reports that the product or a device is not working (login failures, error messages, outages) and wants it fixed.',
    },
    {
      id: 4,
      label: 'Appointment booking',
      description: 'The caller wants to book, move or cancel an appointment with a technician or advisor.',
    },
  ];
}

export function supportRules(): Rule[] {
  return [
    {
      id: 1,
      name: 'Mentions lawyer',
      description: 'The caller mentions a lawyer, legal action, suing or a regulator complaint.',
      output: 'red_flag',
      label: 'Legal threat',
    },
    {
      id: 2,
      name: 'Abusive language',
      description: 'The caller insults the agent or uses threatening or abusive language.',
      output: 'red_flag',
      label: 'Abuse',
    },
    {
      id: 3,
      name: 'Asks for refund',
      description: 'The caller asks for money back for a charge or a service.',
      output: 'label',
      label: 'Refund request',
    },
    {
      id: 4,
      name: 'Upsell accepted',
      description: 'The caller agrees to upgrade their plan or add a product offered during the call.',
      output: 'label',
      label: 'Upsell',
    },
  ];
}

export function extractionFields(): AgentRecord['extractionFields'] {
  return [
    {
      id: 1,
      name: 'caller_name',
      description: "The caller's full name as they give it.",
      type: 'string',
      is_system: true,
    },
    {
      id: 2,
      name: 'call_summary',
      description: 'A two-sentence summary of the call.',
      type: 'string',
      is_system: true,
    },
    {
      id: 3,
      name: 'account_number',
      description: 'The customer account number (8 digits) if the caller gives one.',
      type: 'string',
      is_system: false,
    },
    {
      id: 4,
      name: 'order_id',
      description: 'The numeric order id the caller refers to.',
      type: 'number',
      is_system: false,
    },
    {
      id: 5,
      name: 'callback_time',
      description: 'When the caller asked to be called back.',
      type: 'datetime',
      is_system: false,
    },
  ];
}

// Both use the red flag of rule 1 ("Mentions lawyer"); the second also the field order_id (4).
export function alertDefinitions(): AgentRecord['alertDefinitions'] {
  return [
    // Delivered to the workspace's seeded channels 1 and 2 (./delivery-store.ts).
    {
      id: 1,
      name: 'Legal threat or slow answers',
      enabled: true,
      condition_tree: legalAlertTree(1500),
      severity: 'critical',
      channel_ids: [1, 2],
    },
    { id: 2, name: 'Legal threat on an order', enabled: false, condition_tree: orderAlertTree },
  ];
}

export function sipConfig(iso: (ms: number) => string): AgentRecord['sip'] {
  return {
    id: 1,
    settings_id: 1,
    workspace_id: 1,
    sip_url: 'sip:support@pbx.acme-demo.example:5060;transport=tls',
    sip_username: 'support-line',
    sip_password_set: true,
    is_sip_verified: true,
    created_at: iso(120 * DAY),
    updated_at: iso(9 * DAY),
  };
}

export function evals(): AgentRecord['evals'] {
  return [
    { id: 1, name: 'Greeting follows script' },
    { id: 2, name: 'Identity verified before account changes' },
    { id: 3, name: 'Resolution confirmed with caller' },
  ];
}

export function profiles(agentId: number, iso: (ms: number) => string): AgentRecord['profiles'] {
  return [
    {
      id: 1,
      agent_id: agentId,
      name: 'Frustrated customer',
      fields: {
        persona: 'Long-time customer, double-charged this month, short on patience.',
        goal: 'Get the duplicate charge refunded today.',
        account_number: '40917733',
      },
      created_at: iso(40 * DAY),
      updated_at: iso(12 * DAY),
    },
    {
      id: 2,
      agent_id: agentId,
      name: 'Elderly caller, new router',
      fields: {
        persona: 'Polite, not technical, hard of hearing.',
        script:
          'Opens with: "Hello? Is this the internet company?"\nSays the lights on the box are orange.\nAsks for a technician visit if the first fix fails.',
        language: 'en-GB',
      },
      created_at: iso(30 * DAY),
      updated_at: iso(30 * DAY),
    },
    {
      id: 3,
      agent_id: agentId,
      name: 'Reschedule appointment',
      fields: { goal: 'Move Thursday appointment to next week, mornings only.', order_id: '551208' },
      created_at: iso(5 * DAY),
      updated_at: iso(2 * DAY),
    },
  ];
}
