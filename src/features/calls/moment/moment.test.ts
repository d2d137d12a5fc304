import { describe, expect, it } from 'vitest';
import { addressAt, momentNote, momentParamValue, parseMoment, withoutMoment } from './moment';

describe('the moment in the address (t=seconds)', () => {
  it('reads plain decimal seconds', () => {
    expect(parseMoment(null)).toEqual({ kind: 'none' });
    expect(parseMoment('83.5')).toEqual({ kind: 'at', seconds: 83.5 });
    expect(parseMoment('0')).toEqual({ kind: 'at', seconds: 0 });
    expect(parseMoment(' 12 ')).toEqual({ kind: 'at', seconds: 12 });
    expect(parseMoment('.5')).toEqual({ kind: 'at', seconds: 0.5 });
    expect(parseMoment('7.')).toEqual({ kind: 'at', seconds: 7 });
  });

  it('refuses what is not a number of seconds of 0 or more, keeping the text to show back', () => {
    for (const raw of ['', 'abc', '-3', '1e3', 'Infinity', 'NaN', '1:23', '12s', '0x10', '1.2.3']) {
      expect(parseMoment(raw), raw).toEqual({ kind: 'invalid', raw });
    }
  });

  it('says why a moment was not used: not a number, or past the end', () => {
    expect(momentNote(parseMoment('abc'), 72.5)).toBe(
      'The link’s moment t=“abc” is not a number of seconds, so the recording starts at 0:00.',
    );
    expect(momentNote(parseMoment('600'), 72.5)).toBe(
      'The link’s moment 10:00 (t=600) is past the end of the recording (1:12), so it starts at 0:00.',
    );
    expect(momentNote(parseMoment('72.5'), 72.5)).toBeNull();
    expect(momentNote(parseMoment('600'), null)).toBeNull();
    expect(momentNote(parseMoment(null), 72.5)).toBeNull();
  });

  it('writes a moment to a tenth of a second, never below 0', () => {
    expect(momentParamValue(83.54)).toBe('83.5');
    expect(momentParamValue(12)).toBe('12');
    expect(momentParamValue(-1)).toBe('0');
  });

  it('keeps the list’s query string and replaces the moment in a shared address', () => {
    const href = 'https://example.test/workspaces/1/agents/1/calls/1060?sentiment=negative&t=3&limit=10';
    expect(addressAt(href, 41.25)).toBe(
      'https://example.test/workspaces/1/agents/1/calls/1060?sentiment=negative&t=41.3&limit=10',
    );
  });

  it('leaves the moment out of what previous/next and the list carry', () => {
    const params = new URLSearchParams('sentiment=negative&t=83.5&offset=25');
    expect(withoutMoment(params).toString()).toBe('sentiment=negative&offset=25');
    const plain = new URLSearchParams('limit=10');
    expect(withoutMoment(plain)).toBe(plain);
  });
});
