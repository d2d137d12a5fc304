import type { IgnoredParam } from './call-list.ts';
import { CLIP_CUT_DELAY_MS, ClipCutter } from './clip-cutter.ts';
import { CommentStore } from './comments.ts';
import { DeliveryStore } from './delivery-store.ts';
import { FaultStore } from './faults.ts';
import { ReviewStore } from './reviews.ts';
import { SavedViewStore } from './saved-views.ts';
import { type Store, createSeed } from './seed.ts';

export type RequestLogEntry = { method: string; path: string };

/** What one emulator holds: the seeded data, faults, the request log and the stores of each area. */
export class EmulatorState {
  store: Store;
  readonly faults = new FaultStore();
  requests: RequestLogEntry[] = [];
  /** The calls list's parameters to ignore, as a server without them would (`/__emulator/calls`). */
  ignoredCallParams = new Set<IgnoredParam>();
  /** How many calls the calls list says are arriving (`/__emulator/calls`). */
  arrivingCalls = 0;
  readonly reviews: ReviewStore;
  readonly comments: CommentStore;
  readonly savedViews = new SavedViewStore();
  readonly cutter: ClipCutter;
  readonly delivery: DeliveryStore;
  /** Recordings depend only on seeded, immutable calls and clip sets: kept across resets. */
  readonly recordingCache = new Map<string, Uint8Array<ArrayBuffer>>();

  constructor(
    /** The instant the seed is laid out back from (ms since the epoch). */
    readonly seededAt: number,
    clipCutDelayMs = CLIP_CUT_DELAY_MS,
  ) {
    this.store = createSeed(seededAt);
    this.reviews = new ReviewStore(seededAt);
    this.comments = new CommentStore(seededAt);
    this.cutter = new ClipCutter(clipCutDelayMs);
    this.delivery = new DeliveryStore(seededAt);
  }

  /** The seed laid again; faults, the log and every store cleared. */
  reset() {
    this.store = createSeed(this.seededAt);
    this.faults.clear();
    this.requests = [];
    this.ignoredCallParams = new Set();
    this.arrivingCalls = 0;
    this.reviews.reset();
    this.comments.reset();
    this.savedViews.reset();
    this.cutter.reset();
    this.delivery.reset();
  }
}
