import { describe, expect, it } from 'vitest';
import type { TranscriptTurn } from '../../../contract';
import { jumpTarget, median, momentsByTurn, percentile, seconds, turnTiming } from './timing';

const t = (
  speaker: string | null | undefined,
  start_ms: number | null | undefined,
  end_ms: number | null | undefined,
): TranscriptTurn => ({
  speaker,
  start_ms,
  end_ms,
  text: 'x',
});

/** Every number in the reading is finite (or null): no NaN, no Infinity. */
function expectFinite(value: unknown) {
  JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'number') expect(Number.isFinite(v)).toBe(true);
    return v;
  });
}

describe('turnTiming', () => {
  it('a response runs from the end of a caller’s turn to the start of the agent’s next turn', () => {
    const r = turnTiming([
      t('agent', 0, 1000),
      t('caller', 1500, 3000),
      t('agent', 3800, 5000),
      t('caller', 5200, 6000),
      t('agent', 9000, 9500),
    ]);
    expect(r.responses).toEqual([800, 3000]);
    expect(r.medianMs).toBe(1900);
    expect(r.slowestMs).toBe(3000);
    // The agent-to-caller gaps (500, 200 ms) are not responses.
    expect(r.slowResponses).toBe(1);
    // Slow and a long silence too: one moment, counted in both figures.
    expect(r.silences).toBe(1);
    expect(r.moments).toEqual([{ kind: 'slow', atMs: 6000, turn: 4, ms: 3000, by: null, byName: null, silent: true }]);
  });

  it('two caller turns in a row: the response is from the end of the later one', () => {
    const r = turnTiming([t('caller', 0, 1000), t('caller', 1200, 2000), t('agent', 2500, 3000)]);
    expect(r.responses).toEqual([500]);
  });

  it('a negative gap is not a response but an interruption by whoever started early', () => {
    const r = turnTiming([
      t('caller', 0, 4000),
      t('agent', 3500, 6000),
      t('caller', 5000, 7000),
      t('agent', 7400, 8000),
    ]);
    expect(r.interruptions).toEqual({ byAgent: 1, byCaller: 1, byOther: 0 });
    expect(r.responses).toEqual([400]);
    expect(r.moments.filter((m) => m.kind === 'interruption')).toEqual([
      { kind: 'interruption', atMs: 3500, turn: 1, ms: 500, by: 'agent', byName: 'agent' },
      { kind: 'interruption', atMs: 5000, turn: 2, ms: 1000, by: 'caller', byName: 'caller' },
    ]);
  });

  it('a short word inside a long turn interrupts it, and the wait after the long turn still counts from its end', () => {
    const r = turnTiming([t('caller', 0, 10_000), t('agent', 3000, 3500), t('agent', 11_000, 12_000)]);
    expect(r.interruptions.byAgent).toBe(1);
    expect(r.moments[0]).toMatchObject({ kind: 'interruption', ms: 500 });
    expect(r.responses).toEqual([1000]);
  });

  it('the same speaker overlapping itself is neither an interruption nor a response', () => {
    const r = turnTiming([t('agent', 0, 2000), t('agent', 1500, 2500)]);
    expect(r.interruptions).toEqual({ byAgent: 0, byCaller: 0, byOther: 0 });
    expect(r.moments).toEqual([]);
  });

  it('unsorted turns are read by start; moments name the turns as the transcript numbers them', () => {
    const r = turnTiming([t('agent', 3800, 5000), t('caller', 1500, 3000), t('agent', 0, 1000)]);
    expect(r.responses).toEqual([800]);
    const slow = turnTiming([t('agent', 6000, 7000), t('caller', 0, 1000)]);
    expect(slow.moments).toEqual([
      { kind: 'slow', atMs: 1000, turn: 0, ms: 5000, by: null, byName: null, silent: true },
    ]);
  });

  it('turns without times (null, absent, not finite, ending before they start) are left out and counted', () => {
    const turns = [
      t('caller', null, 1000),
      t('agent', 0, undefined),
      { speaker: 'agent', text: 'no times at all' } as TranscriptTurn,
      t('caller', Number.NaN, 5),
      t('agent', 5000, 4000),
      t('caller', 0, 1000),
      t('agent', 1500, 2000),
    ];
    const r = turnTiming(turns);
    expect(r.turns).toBe(7);
    expect(r.timedTurns).toBe(2);
    expect(r.responses).toEqual([500]);
    expectFinite(r);
  });

  it('a transcript with no times at all: nothing to read, and nothing is NaN', () => {
    const r = turnTiming([t('agent', null, null), t('caller', undefined, undefined)]);
    expect(r).toMatchObject({
      timedTurns: 0,
      medianMs: null,
      slowestMs: null,
      p90Ms: null,
      agentShare: null,
      longestMonologue: null,
      moments: [],
    });
    expectFinite(r);
  });

  it('an empty transcript', () => {
    const r = turnTiming([]);
    expect(r).toMatchObject({ turns: 0, timedTurns: 0, medianMs: null, agentShare: null, silences: 0, moments: [] });
  });

  it('a single speaker: no responses, no interruptions, silences still count, the whole call one monologue', () => {
    const r = turnTiming([t('agent', 0, 1000), t('agent', 4000, 5000), t('agent', 5500, 6000)]);
    expect(r.responses).toEqual([]);
    expect(r.medianMs).toBeNull();
    expect(r.silences).toBe(1);
    expect(r.agentShare).toBe(1);
    expect(r.longestMonologue).toEqual({ kind: 'agent', name: 'agent', ms: 6000, firstTurn: 0, lastTurn: 2, turns: 3 });
  });

  it('speakers other than agent and caller: their interruptions count as by others, and their time is spoken time', () => {
    const r = turnTiming([
      t('caller', 0, 2000),
      t('Supervisor', 1500, 3000),
      t('supervisor', 3100, 4000),
      t('agent', 4200, 5000),
    ]);
    expect(r.interruptions).toEqual({ byAgent: 0, byCaller: 0, byOther: 1 });
    expect(r.moments[0]).toMatchObject({ kind: 'interruption', by: 'other', byName: 'Supervisor' });
    // The agent answered the supervisor, not the caller: no response.
    expect(r.responses).toEqual([]);
    expect(r.agentMs).toBe(800);
    expect(r.spokenMs).toBe(2000 + 1500 + 900 + 800);
    expect(r.longestMonologue).toMatchObject({ kind: 'other', name: 'Supervisor', turns: 2, ms: 2500 });
  });

  it('thresholds: slow is over the threshold, a silence is at or over its own', () => {
    const turns = [t('caller', 0, 1000), t('agent', 3000, 4000), t('caller', 7000, 8000), t('agent', 10_001, 11_000)];
    const r = turnTiming(turns, { slowMs: 2000, silenceMs: 3000 });
    expect(r.slowResponses).toBe(1);
    expect(r.silences).toBe(1);
    const strict = turnTiming(turns, { slowMs: 1000, silenceMs: 2000 });
    expect(strict.slowResponses).toBe(2);
    expect(strict.silences).toBe(3);
  });

  it('p90 from 10 responses on, by nearest rank', () => {
    const turns: TranscriptTurn[] = [];
    for (let i = 0; i < 10; i++)
      turns.push(
        t('caller', i * 10_000, i * 10_000 + 1000),
        t('agent', i * 10_000 + 1000 + (i + 1) * 100, i * 10_000 + 3000),
      );
    expect(turnTiming(turns).p90Ms).toBe(900);
    expect(turnTiming(turns.slice(0, 18)).p90Ms).toBeNull();
  });

  it('agent talk share: agent turn lengths over all turn lengths', () => {
    const r = turnTiming([t('agent', 0, 3000), t('caller', 3000, 4000)]);
    expect(r.agentShare).toBe(0.75);
    expect(turnTiming([t('agent', 0, 0), t('caller', 0, 0)]).agentShare).toBeNull();
  });

  const many = (n: number) => {
    const turns: TranscriptTurn[] = [];
    for (let i = 0; i < n; i++)
      turns.push(t(i % 2 ? 'caller' : 'agent', i * 1000 + (i % 7 === 0 ? -300 : 0), i * 1000 + 800));
    return turns;
  };

  it('5,000 turns: every agent turn after a caller’s is a response or an interruption', () => {
    const r = turnTiming(many(5000));
    expect(r.timedTurns).toBe(5000);
    // 2,500 agent turns, the first with nobody before it.
    expect(r.responses.length + r.interruptions.byAgent).toBe(2499);
    expectFinite(r);
  });

  it('50,000 turns in well under a second: no pass over every pair of turns', () => {
    const turns = many(50_000);
    const started = performance.now();
    turnTiming(turns);
    // A quadratic reading would take minutes; a generous bound for a busy machine.
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('figures', () => {
  it('median and percentile of ascending values', () => {
    expect(median([])).toBeNull();
    expect(median([1, 2, 9])).toBe(2);
    expect(median([1, 2, 4, 9])).toBe(3);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBe(9);
    expect(percentile([5], 90)).toBe(5);
  });

  it('seconds with one decimal', () => {
    expect(seconds(1234)).toBe('1.2 s');
    expect(seconds(1250)).toBe('1.3 s');
    expect(seconds(0)).toBe('0.0 s');
    expect(seconds(1_234_560)).toBe('1,234.6 s');
  });
});

describe('moments', () => {
  const moments = turnTiming([
    t('caller', 0, 1000),
    t('agent', 4000, 5000),
    t('caller', 4500, 6000),
    t('agent', 10_000, 11_000),
  ]).moments;

  it('grouped by the turn they are marked beside', () => {
    const map = momentsByTurn(moments);
    expect([...map.keys()]).toEqual([1, 2, 3]);
    expect(map.get(1)?.map((m) => m.kind)).toEqual(['slow']);
  });

  it('] goes to the next moment after now, [ to the one before the moment just played', () => {
    expect(moments.map((m) => m.atMs)).toEqual([1000, 4500, 6000]);
    expect(jumpTarget(moments, 0, 1)).toBe(0);
    expect(jumpTarget(moments, 1000, 1)).toBe(1);
    expect(jumpTarget(moments, 6000, 1)).toBe(-1);
    expect(jumpTarget(moments, 4700, -1)).toBe(0);
    expect(jumpTarget(moments, 4500, -1)).toBe(0);
    expect(jumpTarget(moments, 1000, -1)).toBe(-1);
  });
});
