import { describe, expect, it } from 'vitest';
import { addressAt, momentClock, momentNote, momentParamValue, parseMoment, withoutMoment } from './moment';

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

  it('a moment past the end that reads as the end in whole seconds says its tenths, never the same clock twice', () => {
    expect(momentNote(parseMoment('72.6'), 72.5625)).toBe(
      'The link’s moment 1:12.6 (t=72.6) is past the end of the recording (1:12.5), so it starts at 0:00.',
    );
    expect(momentNote(parseMoment('72.563'), 72.5625)).toBe(
      'The link’s moment 1:12.563 (t=72.563) is past the end of the recording (1:12.562), so it starts at 0:00.',
    );
    expect(momentNote(parseMoment('72.5625001'), 72.5625)).toBe(
      'The link’s moment t=72.5625001 is just past the end of the recording (1:12.562), so it starts at 0:00.',
    );
  });

  it('a link to a moment reads the same clock as the moment (one rounding: down)', () => {
    for (const ms of [999_999_999, 41_250, 59_999, 83_549, 8_000, 0]) {
      expect(momentClock(Number(momentParamValue(ms / 1000)) * 1000), String(ms)).toBe(momentClock(ms));
    }
    expect(momentClock(999_999_999)).toBe('277:46:39');
    expect(momentParamValue(999_999.999)).toBe('999999.9');
  });

  it('writes a moment to a tenth of a second, never below 0', () => {
    expect(momentParamValue(83.54)).toBe('83.5');
    expect(momentParamValue(12)).toBe('12');
    expect(momentParamValue(-1)).toBe('0');
  });

  it('keeps the list’s query string and replaces the moment in a shared address', () => {
    const href = 'https://example.test/workspaces/1/agents/1/calls/1060?sentiment=negative&t=3&limit=10';
    expect(addressAt(href, 41.25)).toBe(
      'https://example.test/workspaces/1/agents/1/calls/1060?sentiment=negative&t=41.2&limit=10',
    );
  });

  it('leaves the moment out of what previous/next and the list carry', () => {
    const params = new URLSearchParams('sentiment=negative&t=83.5&offset=25');
    expect(withoutMoment(params).toString()).toBe('sentiment=negative&offset=25');
    const plain = new URLSearchParams('limit=10');
    expect(withoutMoment(plain)).toBe(plain);
  });
});
