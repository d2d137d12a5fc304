import { describe, expect, it } from 'vitest';
import type { MuteWindow } from '../contract/index.ts';
import { knowsZone, mutedAt } from './mute-windows.ts';

// B.9 read by the emulator: recurring days and wall-clock times in an IANA zone.
const at = (iso: string) => new Date(iso);
const one = (w: MuteWindow, iso: string) => mutedAt([w], at(iso));

describe("the emulator's mute windows", () => {
  it('holds from the start (inclusive) to the end (exclusive) on a listed day', () => {
    // 2026-11-25 is a Wednesday.
    const w: MuteWindow = { days: ['wed'], start: '09:00', end: '17:00', tz: 'UTC' };
    expect(['08:59', '09:00', '16:59', '17:00'].map((t) => one(w, `2026-11-25T${t}:00Z`))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(one(w, '2026-11-26T10:00:00Z')).toBe(false);
  });

  it('runs past midnight into the next morning, on the day it starts on', () => {
    const w: MuteWindow = { days: ['fri'], start: '22:00', end: '06:00', tz: 'Europe/Berlin' };
    // Berlin is UTC+1 in November: Friday 23:30, Saturday 05:59, Saturday 06:00, Saturday 23:00.
    expect(one(w, '2026-11-27T22:30:00Z')).toBe(true);
    expect(one(w, '2026-11-28T04:59:00Z')).toBe(true);
    expect(one(w, '2026-11-28T05:00:00Z')).toBe(false);
    expect(one(w, '2026-11-28T22:00:00Z')).toBe(false);
    // Friday 03:00: the morning after Thursday, not listed.
    expect(one(w, '2026-11-27T02:00:00Z')).toBe(false);
  });

  it('lasts a whole day when the end equals the start, crossing into the next day', () => {
    const w: MuteWindow = { days: ['sun'], start: '12:00', end: '12:00', tz: 'UTC' };
    expect(one(w, '2026-11-29T11:59:00Z')).toBe(false);
    expect(one(w, '2026-11-29T12:00:00Z')).toBe(true);
    expect(one(w, '2026-11-30T11:59:00Z')).toBe(true);
    expect(one(w, '2026-11-30T12:00:00Z')).toBe(false);
  });

  it('reads the wall clock of the zone: the night the clocks go back lasts nine hours', () => {
    // Europe/Berlin: CEST to CET at 01:00 UTC on Sunday 2026-10-25.
    const w: MuteWindow = { days: ['sat'], start: '22:00', end: '06:00', tz: 'Europe/Berlin' };
    expect(one(w, '2026-10-24T19:59:00Z')).toBe(false);
    expect(one(w, '2026-10-24T20:00:00Z')).toBe(true);
    expect(one(w, '2026-10-25T04:59:00Z')).toBe(true);
    expect(one(w, '2026-10-25T05:00:00Z')).toBe(false);
  });

  it('a local time the spring change skips never holds', () => {
    const w: MuteWindow = { days: ['sun'], start: '02:00', end: '03:00', tz: 'Europe/Berlin' };
    expect(one(w, '2026-03-29T00:59:00Z')).toBe(false);
    expect(one(w, '2026-03-29T01:00:00Z')).toBe(false);
  });

  it('any window of several; an unknown zone mutes nothing and is refused on write', () => {
    const tokyo: MuteWindow = { days: ['mon'], start: '09:00', end: '10:00', tz: 'Asia/Tokyo' };
    const nowhere: MuteWindow = { days: ['mon'], start: '00:00', end: '00:00', tz: 'Mars/Olympus' };
    expect(mutedAt([nowhere, tokyo], at('2026-11-30T00:30:00Z'))).toBe(true);
    expect(mutedAt([nowhere], at('2026-11-30T00:30:00Z'))).toBe(false);
    expect(mutedAt([], at('2026-11-30T00:30:00Z'))).toBe(false);
    expect(knowsZone('Asia/Tokyo')).toBe(true);
    expect(knowsZone('Mars/Olympus')).toBe(false);
  });
});
