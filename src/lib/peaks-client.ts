import type { Peaks } from './peaks';
import type { PeaksRequest, PeaksResponse } from './peaks.worker';

/** Peaks per recording, kept for the session: a recording is decoded and measured once. */
const cache = new Map<string, Promise<Peaks>>();
let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, (res: PeaksResponse) => void>();

function getWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./peaks.worker.ts', import.meta.url), { type: 'module', name: 'waveform-peaks' });
    worker.onmessage = (e: MessageEvent<PeaksResponse>) => {
      const done = waiting.get(e.data.id);
      waiting.delete(e.data.id);
      done?.(e.data);
    };
    worker.onerror = (e) => {
      for (const done of waiting.values())
        done({ id: 0, ok: false, message: e.message || 'The waveform worker failed.' });
      waiting.clear();
      worker = null;
    };
  }
  return worker;
}

type Unsent = PeaksRequest extends infer R ? (R extends PeaksRequest ? Omit<R, 'id'> : never) : never;

function ask(req: Unsent, transfer: Transferable[]): Promise<PeaksResponse> {
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    getWorker().postMessage({ ...req, id }, transfer);
  });
}

/**
 * Audio the browser must decode first (not PCM WAV): decodeAudioData runs off the main thread;
 * a low sample rate keeps the decoded samples small (peaks need 200 a second at most).
 */
async function decodeToSamples(
  bytes: ArrayBuffer,
): Promise<{ samples: Float32Array<ArrayBuffer>; sampleRate: number }> {
  const ctx = new OfflineAudioContext(1, 1, 8000);
  const audio = await ctx.decodeAudioData(bytes);
  const samples = new Float32Array(audio.length);
  audio.copyFromChannel(samples, 0);
  return { samples, sampleRate: audio.sampleRate };
}

async function compute(blob: Blob): Promise<Peaks> {
  // The worker reads the recording's bytes itself (a Blob is passed by reference). Audio that is
  // not WAV is read here, for the browser to decode.
  const first = await ask({ kind: 'wav', blob }, []);
  if (first.ok) return first;
  if (!first.notWav) throw new Error(first.message);
  const decoded = await decodeToSamples(await blob.arrayBuffer());
  const second = await ask({ kind: 'samples', ...decoded }, [decoded.samples.buffer]);
  if (second.ok) return second;
  throw new Error(second.message);
}

/** The peaks of a recording, computed in a Worker once per `key` for the session. */
export function peaksFor(key: string, blob: Blob): Promise<Peaks> {
  let p = cache.get(key);
  if (!p) {
    p = compute(blob);
    cache.set(key, p);
    // A failure is not kept: the next look tries again.
    p.catch(() => cache.delete(key));
  }
  return p;
}

/** Peaks already computed for `key`, or null: lets a page draw at once when it comes back. */
export function cachedPeaks(key: string): Promise<Peaks> | null {
  return cache.get(key) ?? null;
}

/** Bytes the session's peaks hold (for the benchmark). */
export async function peaksMemoryBytes(): Promise<number> {
  let total = 0;
  for (const p of cache.values()) {
    const peaks = await p.catch(() => null);
    if (peaks) total += peaks.min.byteLength + peaks.max.byteLength;
  }
  return total;
}
