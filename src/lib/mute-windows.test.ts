import { describe, expect, it } from 'vitest';
import type { MuteWindow } from '../contract';
import { daysText, isMuted, isTimeZone, localTime, muteWindowsText, windowHolds } from './mute-windows';

const WEEKDAYS: MuteWindow['days'] = ['mon', 'tue', 'wed', 'thu', 'fri'];
const night: MuteWindow = { days: WEEKDAYS, start: '22:00', end: '06:00', tz: 'Europe/Berlin' };
const at = (iso: string) => new Date(iso);

describe('windowHolds', () => {
  it('holds within a same-day window, start inclusive and end exclusive', () => {
    const w: MuteWindow = { days: ['wed'], start: '09:00', end: '17:00', tz: 'UTC' };
    // 2026-11-25 is a Wednesday.
    expect(windowHolds(w, at('2026-11-25T09:00:00Z'))).toBe(true);
    expect(windowHolds(w, at('2026-11-25T16:59:00Z'))).toBe(true);
    expect(windowHolds(w, at('2026-11-25T17:00:00Z'))).toBe(false);
    expect(windowHolds(w, at('2026-11-25T08:59:00Z'))).toBe(false);
    expect(windowHolds(w, at('2026-11-26T10:00:00Z'))).toBe(false);
  });

  it('runs past midnight when the end is before the start, belonging to the day it starts on', () => {
    // Berlin is UTC+1 in November. Friday 2026-11-27 23:30 local: muted (Friday evening).
    expect(windowHolds(night, at('2026-11-27T22:30:00Z'))).toBe(true);
    // Saturday 05:59 local: the morning after Friday, still muted.
    expect(windowHolds(night, at('2026-11-28T04:59:00Z'))).toBe(true);
    // Saturday 23:00 local: Saturday is not listed.
    expect(windowHolds(night, at('2026-11-28T22:00:00Z'))).toBe(false);
    // Monday 03:00 local: the morning after Sunday, which is not listed.
    expect(windowHolds(night, at('2026-11-30T02:00:00Z'))).toBe(false);
    // Tuesday 03:00 local: the morning after Monday.
    expect(windowHolds(night, at('2026-12-01T02:00:00Z'))).toBe(true);
  });

  it('reads the time in the window’s zone, not UTC', () => {
    const tokyo: MuteWindow = { days: ['mon'], start: '09:00', end: '10:00', tz: 'Asia/Tokyo' };
    // Monday 2026-11-30 09:30 in Tokyo is Monday 00:30 UTC.
    expect(windowHolds(tokyo, at('2026-11-30T00:30:00Z'))).toBe(true);
    expect(windowHolds(tokyo, at('2026-11-30T09:30:00Z'))).toBe(false);
  });

  it('follows clock changes: the night the clocks go back lasts nine hours', () => {
    // Europe/Berlin went from UTC+2 to UTC+1 at 01:00 UTC on Sunday 2026-10-25.
    const sat: MuteWindow = { days: ['sat'], start: '22:00', end: '06:00', tz: 'Europe/Berlin' };
    expect(windowHolds(sat, at('2026-10-24T19:59:00Z'))).toBe(false); // 21:59 CEST
    expect(windowHolds(sat, at('2026-10-24T20:00:00Z'))).toBe(true); // 22:00 CEST
    expect(windowHolds(sat, at('2026-10-25T04:59:00Z'))).toBe(true); // 05:59 CET
    expect(windowHolds(sat, at('2026-10-25T05:00:00Z'))).toBe(false); // 06:00 CET, nine hours after 22:00 CEST
  });

  it('follows clock changes: a local time skipped in spring never holds', () => {
    // Europe/Berlin jumped from 02:00 CET to 03:00 CEST at 01:00 UTC on Sunday 2026-03-29.
    const skipped: MuteWindow = { days: ['sun'], start: '02:00', end: '03:00', tz: 'Europe/Berlin' };
    expect(windowHolds(skipped, at('2026-03-29T00:59:00Z'))).toBe(false); // 01:59 CET
    expect(windowHolds(skipped, at('2026-03-29T01:00:00Z'))).toBe(false); // 03:00 CEST
    expect(localTime(at('2026-03-29T01:00:00Z'), 'Europe/Berlin')).toEqual({ day: 'sun', minute: 180 });
  });

  it('lasts a whole day from its start when the end equals the start', () => {
    const allDay: MuteWindow = { days: ['sun'], start: '00:00', end: '00:00', tz: 'UTC' };
    expect(windowHolds(allDay, at('2026-11-29T00:00:00Z'))).toBe(true);
    expect(windowHolds(allDay, at('2026-11-29T23:59:00Z'))).toBe(true);
    expect(windowHolds(allDay, at('2026-11-30T00:00:00Z'))).toBe(false);
  });

  it('mutes nothing in a zone the runtime does not know', () => {
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('America/New_York')).toBe(true);
    const bad: MuteWindow = { days: ['mon'], start: '00:00', end: '00:00', tz: 'Mars/Olympus_Mons' };
    expect(windowHolds(bad, at('2026-11-30T12:00:00Z'))).toBe(false);
  });
});

describe('isMuted', () => {
  it('holds when any of overlapping windows holds', () => {
    const morning: MuteWindow = { days: ['sat'], start: '05:00', end: '09:00', tz: 'Europe/Berlin' };
    expect(isMuted([night, morning], at('2026-11-28T07:30:00Z'))).toBe(true); // Sat 08:30
    expect(isMuted([night, morning], at('2026-11-28T09:30:00Z'))).toBe(false); // Sat 10:30
    expect(isMuted([], at('2026-11-28T07:30:00Z'))).toBe(false);
  });
});

describe('read-back', () => {
  it('names the days as a person would', () => {
    expect(daysText(['fri', 'mon', 'tue', 'wed', 'thu'])).toBe('weekdays');
    expect(daysText(['sun', 'sat'])).toBe('weekends');
    expect(daysText(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'])).toBe('every day');
    expect(daysText(['fri', 'mon', 'wed'])).toBe('Mon, Wed and Fri');
    expect(daysText(['tue'])).toBe('Tue');
  });

  it('reads windows back as one sentence', () => {
    expect(muteWindowsText([night])).toBe('Muted on weekdays from 22:00 to 06:00, Europe/Berlin.');
    expect(muteWindowsText([night, { days: ['sat', 'sun'], start: '00:00', end: '00:00', tz: 'UTC' }])).toBe(
      'Muted on weekdays from 22:00 to 06:00, Europe/Berlin and on weekends from 00:00 to 00:00, UTC.',
    );
    expect(muteWindowsText([])).toMatch(/^No mute windows/);
  });
});
