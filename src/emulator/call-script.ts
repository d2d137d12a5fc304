import type { Call } from '../contract/index.ts';
import { prng } from './seed-calls.ts';

/**
 * What is said on a call without a clip set, turn by turn, written from what the service says of
 * the call: its intent, its labels and red flags, its outcome, and the facts the caller gives
 * (name, account number, order, when to call back, a balance). Data extraction (extraction.ts) and
 * the voice metrics then read that transcript, so the call page, the filters and the firings
 * tell one story.
 */

/** Callers' names: none is a reviewer's, a comment author's or an agent's. */
const CALLER_NAMES = [
  'Omar Haddad',
  'Yuki Tanaka',
  'Lena Novak',
  'José Álvarez',
  'Grace Mbeki',
  'Tomás Byrne',
  'Aisha Khan',
  'Mateo Rossi',
];

/** Per intent id: what the caller opens with and how the agent takes it up. */
const INTENT_LINES: Record<number, { caller: string; agent: string }> = {
  1: {
    caller: 'I have a question about a charge on my last bill.',
    agent: 'I can see the bill here. Let me check it.',
  },
  2: { caller: 'I would like to cancel my subscription.', agent: 'I can help you cancel. May I ask why?' },
  3: {
    caller: 'My router keeps dropping the connection every evening.',
    agent: 'Let us restart the router together and see.',
  },
  4: { caller: 'I would like to book a technician visit.', agent: 'I can book that for you. Mornings or afternoons?' },
  5: { caller: 'I would like to set up a payment plan for my overdue balance.', agent: 'We can agree a plan today.' },
  6: {
    caller: 'I do not think this debt is mine, the amount is wrong.',
    agent: 'I will look into the amount with you.',
  },
  7: { caller: 'Where is my order? It has not arrived yet.', agent: 'Let me track it for you.' },
  8: { caller: 'I would like to return a jacket I bought.', agent: 'I can start the return for you.' },
  9: { caller: 'My card was declined when I paid online.', agent: 'Let me look at the payment attempt.' },
  10: { caller: 'What time does the city centre store open on Sunday?', agent: 'Let me check the opening times.' },
};
const NO_INTENT = { caller: 'I am not sure who I should talk to about this.', agent: 'Let us see what I can do.' };

/** Per label or red flag (by its label): an exchange that says it, agent's line first. */
const LABEL_LINES: Record<string, string[]> = {
  'Refund request': ['What would you like us to do?', 'I would like my money back for this month, please.'],
  Upsell: [
    'While I have you, the annual plan would save you two months a year. Shall I switch you?',
    'Yes, go ahead, switch me to the annual plan.',
  ],
  'Legal threat': ['I understand this is frustrating.', 'If this is not sorted, I will be speaking to my lawyer.'],
  Abuse: ['I am doing my best to help.', 'This is useless, you people are idiots.'],
  'Promise to pay': ['When could you make the payment?', 'I will pay it in full on Friday.'],
  'Manager requested': ['Is there anything more I can do?', 'I want to speak to your manager.'],
  'Privacy concern': ['Is there anything else worrying you?', 'I am worried my personal data has leaked.'],
};

const AGENT_FILLERS = [
  'One moment while I look that up.',
  'Thanks for holding.',
  'Let me just check that for you.',
  'Bear with me a second.',
  'I have noted that.',
  'Okay, I can see that here.',
  'Can I put you on hold for a minute?',
];
const CALLER_FILLERS = ['Okay.', 'Sure.', 'Right.', 'Mm-hmm.', 'Yes.', 'Go on.', 'Thanks.', 'No problem.'];

const DIGITS = ['oh', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
/** "40917733" as a caller says it: "four oh nine one seven seven three three". */
export const spokenDigits = (digits: string): string => [...digits].map((d) => DIGITS[Number(d)] ?? d).join(' ');

/** The facts a call's caller gives, the same every time for the same call. */
export type CallFacts = {
  callerName: string;
  accountNumber: string | null;
  orderId: number | null;
  /** When the caller asks to be called back (a call whose outcome is a scheduled callback). */
  callbackAt: number | null;
  /** The balance the agent names (calls about a debt). */
  balance: number | null;
};

export function callFacts(call: Call): CallFacts {
  const rnd = prng(call.id * 17 + 3);
  const callerName = CALLER_NAMES[Math.floor(rnd() * CALLER_NAMES.length)] ?? 'Omar Haddad';
  const accountRoll = rnd();
  const accountNumber = accountRoll < 0.7 ? String(40_000_000 + Math.floor(rnd() * 9_999_999)) : null;
  const orderRoll = rnd();
  const orderId = orderRoll < 0.4 ? 100_000 + Math.floor(rnd() * 900_000) : null;
  const start = call.started_at ? Date.parse(call.started_at) : NaN;
  // The next day (UTC), on the hour or the half hour between 9:00 and 16:30.
  const slot = Math.floor(rnd() * 16);
  const callbackAt =
    call.call_outcome?.label === 'Callback scheduled' && Number.isFinite(start)
      ? Math.floor(start / 86_400_000) * 86_400_000 + 86_400_000 + (9 * 60 + slot * 30) * 60_000
      : null;
  const debt = call.call_intent?.id === 5 || call.call_intent?.id === 6;
  const balance = debt ? 80 + Math.floor(rnd() * 1900) : null;
  return { callerName, accountNumber, orderId, callbackAt, balance };
}

const clock = (ms: number) => new Date(ms).toISOString().slice(11, 16);

/** The closing exchange, by outcome (agent's line first). */
function closing(call: Call, facts: CallFacts): string[] {
  switch (call.call_outcome?.label) {
    case 'Escalated':
      return [
        'I am not able to change that myself.',
        'Then I want this passed to a supervisor.',
        'I will transfer you to a supervisor now.',
      ];
    case 'Abandoned':
      return ['Let me check that for you, one moment.', 'Sorry, I have to go.', 'Hello? Are you still there?'];
    case 'Callback scheduled':
      return [
        'I need to check with the team and come back to you.',
        facts.callbackAt === null
          ? 'Please call me back.'
          : `Can you call me back tomorrow at ${clock(facts.callbackAt)} GMT?`,
        'Of course, we will call you back then. Goodbye.',
      ];
    default:
      return [
        'Is there anything else I can help with?',
        'No, that is all. Thanks for your help.',
        'Thank you for calling. Goodbye.',
      ];
  }
}

/** Lines spoken in order, agent's first, then turn by turn; `turns` lines in all. */
export function scriptOf(call: Call, turns: number): string[] {
  const facts = callFacts(call);
  const intent = (call.call_intent ? INTENT_LINES[call.call_intent.id] : undefined) ?? NO_INTENT;
  const opening: string[] = [
    'Thank you for calling Acme, how can I help you today?',
    `Hi, this is ${facts.callerName}. ${intent.caller}`,
    'Could you give me your account number, please?',
    facts.accountNumber === null
      ? 'Sorry, I do not have it to hand.'
      : `Sure, it is ${spokenDigits(facts.accountNumber)}.`,
  ];
  if (facts.orderId !== null) opening.push('Which order is it about?', `It is order ${facts.orderId}.`);
  if (facts.balance !== null) opening.push(`The balance on the account is €${facts.balance}.`, 'Okay.');
  opening.push(intent.agent, CALLER_FILLERS[call.id % CALLER_FILLERS.length] ?? 'Okay.');
  for (const l of call.labels_and_redflags) opening.push(...(LABEL_LINES[l.label] ?? []));
  const end = closing(call, facts);
  // An even number of closing lines ends on the caller's turn when the call has an even number of turns.
  const last = turns % 2 === 0 ? end.slice(0, 2) : end;
  return layOut(call.id, opening, last, turns);
}

/** The opening, fillers, then the closing; squeezed together when the call is short. */
function layOut(callId: number, opening: string[], closingLines: string[], turns: number): string[] {
  const lines = [...opening];
  const room = turns - closingLines.length;
  if (lines.length > room) {
    // Each speaker's extra lines join their last turn that fits, so nothing said is lost.
    const keep = Math.max(2, room - (room % 2));
    for (let i = keep; i < lines.length; i++) {
      const into = keep - 2 + (i % 2);
      lines[into] = `${lines[into] ?? ''} ${lines[i] ?? ''}`.trim();
    }
    lines.length = keep;
  }
  const rnd = prng(callId * 31 + 5);
  while (lines.length < turns - closingLines.length) {
    const fillers = lines.length % 2 === 0 ? AGENT_FILLERS : CALLER_FILLERS;
    lines.push(fillers[Math.floor(rnd() * fillers.length)] ?? 'Okay.');
  }
  return [...lines, ...closingLines].slice(0, Math.max(turns, 0));
}
