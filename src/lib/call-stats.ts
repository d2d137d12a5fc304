import type { Call, CallStats, IdCount, StatsBucketSize, StatsFigures, ValueCount } from '../contract/index.ts';
import { bucketStarts } from './bucket-starts.ts';

/** Counts by key, in the order keys were first seen; `null` is a key like any other. */
class Counter<K> {
  readonly #counts = new Map<K, number>();
  add(key: K): void {
    this.#counts.set(key, (this.#counts.get(key) ?? 0) + 1);
  }
  entries(): [K, number][] {
    return [...this.#counts];
  }
}

const byKey = <K extends number | string | null>(a: K, b: K): number =>
  a === null ? 1 : b === null ? -1 : a < b ? -1 : a > b ? 1 : 0;

class Figures {
  calls = 0;
  durationMs = 0;
  readonly outcomes = new Counter<number | null>();
  readonly intents = new Counter<number | null>();
  readonly sentiments = new Counter<string | null>();
  readonly labels = new Counter<number>();

  add(call: Call): void {
    this.calls += 1;
    this.durationMs += call.duration_ms ?? 0;
    this.outcomes.add(call.call_outcome?.id ?? null);
    this.intents.add(call.call_intent?.id ?? null);
    this.sentiments.add(call.sentiment ?? null);
    // A call counts once per rule, however often the service lists it.
    for (const id of new Set(call.labels_and_redflags.map((l) => l.id))) this.labels.add(id);
  }

  read(): StatsFigures {
    const ids = (c: Counter<number | null>): IdCount[] =>
      c
        .entries()
        .sort(([a], [b]) => byKey(a, b))
        .map(([id, count]) => ({ id, count }));
    const values: ValueCount[] = this.sentiments
      .entries()
      .sort(([a], [b]) => byKey(a, b))
      .map(([value, count]) => ({ value, count }));
    return {
      calls: this.calls,
      duration_ms: this.durationMs,
      outcomes: ids(this.outcomes),
      intents: ids(this.intents),
      sentiments: values,
      labels: ids(this.labels),
    };
  }
}

/**
 * The figures of B.3, gathered call by call: the dashboard computes them from the calls list where
 * a server has no statistics route (the emulator computes its own: src/emulator/stats.ts). Calls
 * outside [from, to) or without a start time are not counted.
 */
export class StatsAccumulator {
  readonly #starts: number[];
  readonly #buckets: Figures[];
  readonly #total = new Figures();
  readonly #from: number;
  readonly #to: number;
  readonly #size: StatsBucketSize;
  readonly #tz: string;

  constructor(from: number, to: number, size: StatsBucketSize, tz: string) {
    this.#starts = bucketStarts(from, to, size, tz);
    this.#buckets = this.#starts.map(() => new Figures());
    this.#from = from;
    this.#to = to;
    this.#size = size;
    this.#tz = tz;
  }

  add(calls: readonly Call[]): void {
    for (const call of calls) {
      const t = call.started_at ? Date.parse(call.started_at) : NaN;
      if (!(t >= this.#from && t < this.#to)) continue;
      // The last bucket starting at or before t (starts ascend).
      let lo = 0;
      let hi = this.#starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if ((this.#starts[mid] ?? Infinity) <= t) lo = mid;
        else hi = mid - 1;
      }
      const bucket = this.#buckets[lo];
      if (!bucket) continue;
      bucket.add(call);
      this.#total.add(call);
    }
  }

  result(): CallStats {
    return {
      bucket: this.#size,
      tz: this.#tz,
      buckets: this.#buckets.map((b, i) => ({ start: new Date(this.#starts[i] ?? 0).toISOString(), ...b.read() })),
      total: this.#total.read(),
    };
  }
}
