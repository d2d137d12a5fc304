/// <reference lib="webworker" />
import { parseWav, peaksFromSamples, peaksFromWav } from './peaks';

export type PeaksRequest =
  // The recording as fetched: read here, so the copy of a long recording's bytes never holds the
  // page (see docs/performance.md, row "The recording's bytes read in the peaks worker").
  | { id: number; kind: 'wav'; blob: Blob }
  | { id: number; kind: 'samples'; samples: Float32Array<ArrayBuffer>; sampleRate: number };
export type PeaksResponse =
  | { id: number; ok: true; min: Float32Array<ArrayBuffer>; max: Float32Array<ArrayBuffer>; durationMs: number }
  | { id: number; ok: false; notWav?: true; message: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (e: MessageEvent<PeaksRequest>) => {
  const req = e.data;
  let res: PeaksResponse;
  try {
    if (req.kind === 'wav') {
      const bytes = new Uint8Array(await req.blob.arrayBuffer());
      const wav = parseWav(bytes);
      res = wav
        ? { id: req.id, ok: true, ...peaksFromWav(bytes, wav) }
        : { id: req.id, ok: false, notWav: true, message: 'Not a PCM WAV file' };
    } else {
      res = { id: req.id, ok: true, ...peaksFromSamples(req.samples, req.sampleRate) };
    }
  } catch (err) {
    res = { id: req.id, ok: false, message: err instanceof Error ? err.message : String(err) };
  }
  scope.postMessage(res, res.ok ? [res.min.buffer, res.max.buffer] : []);
};
