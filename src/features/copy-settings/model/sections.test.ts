import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { planSections, readyItems, type SideReads } from './sections';

const refusal = (detail: string, status = 400) => new ApiError({ kind: 'http', status, detail, message: detail });
const side = (over: Partial<SideReads> = {}): SideReads => ({
  intents: { data: [{ id: 1, label: 'Billing question', description: '' }], error: null },
  profiles: { data: [], error: null },
  definitions: {
    data: [
      {
        id: 1,
        name: 'Legal',
        enabled: true,
        condition_tree: { type: 'condition', source: 'red_flags', ref: 1, comparator: 'is_true', value: null },
      },
    ],
    error: null,
  },
  catalogue: { data: { red_flags: [{ id: 1, label: 'Legal threat' }] }, error: null },
  ...over,
});
const all = { intent: true, profile: true, definition: true };
const choices = { update: false, drop: new Set<number>(), targetName: 'Outbound sales' };

describe('planSections', () => {
  it('an agent without settings takes no definition, in the service’s words; the rest goes on', () => {
    const target = side({
      intents: { data: [], error: null },
      definitions: { data: [], error: null },
      catalogue: { data: undefined, error: refusal('Agent 2 does not have settings') },
    });
    const sections = planSections(side(), target, all, choices);
    expect(sections.definition).toMatchObject({
      state: 'ready',
      notice:
        'Outbound sales has no catalogue of conditions to match them in. ' +
        'The service answers: Agent 2 does not have settings',
    });
    const { items, complete } = readyItems(sections);
    expect(complete).toBe(true);
    expect(items.map((i) => [i.name, i.status])).toEqual([
      ['Billing question', 'create'],
      ['Legal', 'blocked'],
    ]);
  });

  it('a failure that may pass is an error to retry, not a plan; a list on its way leaves it incomplete', () => {
    const lost = new ApiError({ kind: 'network', message: 'Could not reach the service.' });
    const target = side({ catalogue: { data: undefined, error: lost }, profiles: { data: undefined, error: null } });
    const sections = planSections(side(), target, all, choices);
    expect(sections.definition).toMatchObject({ state: 'error', side: 'target', error: lost });
    expect(sections.profile).toEqual({ state: 'loading' });
    expect(readyItems(sections).complete).toBe(false);
  });

  it('a list this agent cannot read is this agent’s error; kinds not chosen are off', () => {
    const source = side({ intents: { data: undefined, error: refusal('Not Found', 404) } });
    const sections = planSections(source, side(), { intent: true, profile: false, definition: false }, choices);
    expect(sections).toMatchObject({
      intent: { state: 'error', side: 'source' },
      profile: { state: 'off' },
      definition: { state: 'off' },
    });
    expect(
      readyItems(planSections(side(), side(), { intent: false, profile: false, definition: false }, choices)).complete,
    ).toBe(false);
  });
});
