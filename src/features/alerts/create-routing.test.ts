import { describe, expect, it } from 'vitest';
import { stateText } from '../../components/firing-state';
import { severityText } from '../../components/severity-badge';
import { statusText } from '../../components/clip-set-status';
import { notKeptFields } from '../../data/alerts/delivery';
import { sameValues } from './alert-draft';
import { asSeverity, goneChannels } from './components/routing-fields';

describe('the create form’s severity and channels', () => {
  const values = { name: 'Slow', enabled: true, routing: { severity: 'warning' as const, channelIds: [2, 1] } };

  it('counts as changed when the severity or the set of channels changes, not their order', () => {
    expect(sameValues(values, { ...values, routing: { severity: 'warning', channelIds: [1, 2] } })).toBe(true);
    expect(sameValues(values, { ...values, routing: { severity: 'critical', channelIds: [1, 2] } })).toBe(false);
    expect(sameValues(values, { ...values, routing: { severity: 'warning', channelIds: [1] } })).toBe(false);
    expect(sameValues({ name: 'a', enabled: true }, { name: 'a', enabled: true })).toBe(true);
  });

  it('reads an unknown severity as the service’s default, and names channels deleted elsewhere', () => {
    expect([asSeverity('critical'), asSeverity('urgent'), asSeverity(null)]).toEqual([
      'critical',
      'warning',
      'warning',
    ]);
    expect(goneChannels([1, 7, 2], [{ id: 1 }, { id: 2 }])).toEqual([7]);
    expect(goneChannels([7], undefined)).toEqual([]);
  });

  it('names the fields sent that the answer left out, as a person reads them', () => {
    const sent = { name: 'x', enabled: true, condition_tree: {}, severity: 'info', channel_ids: [1] };
    expect(notKeptFields(sent, { id: 1, name: 'x', enabled: true, condition_tree: {} })).toEqual([
      'severity',
      'channels',
    ]);
    expect(notKeptFields(sent, { ...sent, id: 1 })).toEqual([]);
  });
});

describe('words for what the service sends, one helper for each kind', () => {
  it('says a known value as its word, any other exactly as sent, and none as none', () => {
    expect([stateText('acknowledged'), stateText('RESOLVED'), stateText('paged'), stateText(null)]).toEqual([
      'Acknowledged',
      'Resolved',
      'paged',
      'State not given',
    ]);
    expect([severityText('critical'), severityText('constructor'), severityText(undefined)]).toEqual([
      'Critical',
      'constructor',
      'No severity',
    ]);
    expect([statusText('processing'), statusText('__proto__')]).toEqual(['Processing', '__proto__']);
  });
});
