import { Alert, Button, Group, List, Progress, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { isApiError } from '../lib/api-error';
import type { ExportFormat, ExportSource, ExportState, ExportVerdict, Noun } from '../lib/list-export/run-export';

type Status =
  | { kind: 'idle' }
  | { kind: 'running'; state: ExportState }
  | { kind: 'failed'; state: ExportState; message: string }
  | { kind: 'cancelled' }
  | { kind: 'done'; state: ExportState; fileName: string; verdict: ExportVerdict; notes: string[] };

const count = (n: number) => n.toLocaleString();
const LABEL: Record<ExportFormat, string> = { csv: 'CSV', json: 'JSON' };

function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const errorText = (e: unknown) =>
  isApiError(e) ? e.message : e instanceof Error ? e.message : 'The export stopped for an unknown reason.';

/** `promise`, or a rejection as soon as `signal` aborts (what it waits for is left to finish). */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) => {
      if (signal.aborted) reject(signal.reason);
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    }),
  ]);
}

/**
 * An export of a whole list (all pages) as a file: a button that opens the choice of formats;
 * while it runs, items fetched of the total with Cancel; a failure says where it stopped and
 * retries from there; a finished file says what it holds, and whether that is the whole list.
 * The export code and the CSV library load on first use.
 */
export function ListExportControl<T>({
  noun,
  label,
  regionLabel,
  description,
  formats,
  fileStem,
  load,
}: {
  /** What the list holds ("call", "calls"), for every message. */
  noun: Noun;
  /** The button that opens the export. */
  label: string;
  /** The name of the region it opens. */
  regionLabel: string;
  /** What the download will hold, said before it starts. */
  description: ReactNode;
  formats: readonly ExportFormat[];
  /** The file's name before its time stamp and extension. */
  fileStem: string;
  /**
   * The list to export, ready when what it needs has arrived; asked for at each start and retry.
   * Cancel does not wait for it.
   */
  load: (signal: AbortSignal) => Promise<ExportSource<T>>;
}) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  // Leaving the page stops an export on its way.
  useEffect(() => () => abort.current?.abort(), []);

  const run = async (state: ExportState) => {
    const controller = new AbortController();
    abort.current = controller;
    setStatus({ kind: 'running', state: { ...state } });
    try {
      const [{ exportVerdict, runExport }, source] = await unlessAborted(
        Promise.all([import('../lib/list-export/run-export'), load(controller.signal)]),
        controller.signal,
      );
      const blob = await runExport({
        source,
        state,
        signal: controller.signal,
        onProgress: (s) => setStatus({ kind: 'running', state: { ...s } }),
      });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const fileName = `${fileStem}-${stamp}.${state.format}`;
      download(blob, fileName);
      setStatus({
        kind: 'done',
        state: { ...state },
        fileName,
        verdict: exportVerdict(state.check, noun),
        notes: source.notesOf?.(state) ?? [],
      });
    } catch (e) {
      if (controller.signal.aborted) setStatus({ kind: 'cancelled' });
      else setStatus({ kind: 'failed', state, message: errorText(e) });
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  };

  const start = async (format: ExportFormat) => {
    const { newExportState } = await import('../lib/list-export/run-export');
    await run(newExportState(format));
  };

  const running = status.kind === 'running';
  return (
    <Stack gap="xs">
      <div>
        <Button
          size="compact-sm"
          variant="default"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          disabled={running}
        >
          {label}
        </Button>
      </div>
      {open && (
        <Stack gap="xs" component="section" aria-label={regionLabel}>
          <Text size="sm">{description}</Text>
          <Group gap="sm">
            {formats.map((format, i) => (
              <Button
                key={format}
                size="xs"
                variant={i === 0 ? 'filled' : 'light'}
                onClick={() => void start(format)}
                disabled={running}
              >
                Download {LABEL[format]}
              </Button>
            ))}
          </Group>
          <ExportStatus
            noun={noun}
            status={status}
            onCancel={() => abort.current?.abort()}
            onRetry={(s) => void run(s)}
            onAgain={(format) => void start(format)}
          />
        </Stack>
      )}
    </Stack>
  );
}

function ExportStatus({
  noun,
  status,
  onCancel,
  onRetry,
  onAgain,
}: {
  noun: Noun;
  status: Status;
  onCancel: () => void;
  onRetry: (state: ExportState) => void;
  onAgain: (format: ExportFormat) => void;
}) {
  switch (status.kind) {
    case 'idle':
      return null;
    case 'running': {
      const { state } = status;
      const value = state.total ? Math.min(100, (state.offset / state.total) * 100) : 0;
      return (
        <Stack gap={4} maw={420}>
          <Text size="sm" role="status">
            Exporting {LABEL[state.format]}: fetched {count(state.offset)}
            {state.total !== null ? ` of ${count(state.total)}` : ''} {noun.many}
          </Text>
          <Progress value={value} aria-label="Export progress" />
          <div>
            <Button size="xs" variant="default" onClick={onCancel}>
              Cancel export
            </Button>
          </div>
        </Stack>
      );
    }
    case 'cancelled':
      return (
        <Text size="sm" role="status">
          Export cancelled. Nothing was downloaded.
        </Text>
      );
    case 'failed': {
      const { state } = status;
      return (
        <Alert color="red" title="The export stopped" role="alert" maw={560}>
          <Text size="sm">
            It stopped after {count(state.offset)}
            {state.total !== null ? ` of ${count(state.total)}` : ''} {noun.many}: {status.message}
          </Text>
          <Button size="xs" mt="xs" onClick={() => onRetry(state)}>
            Retry from {noun.one} {count(state.offset + 1)}
          </Button>
        </Alert>
      );
    }
    case 'done': {
      const { state, verdict, fileName } = status;
      const what = `${count(state.written)} ${state.written === 1 ? noun.one : noun.many}`;
      const notes = status.notes.map((note) => (
        <Text key={note} size="sm" c="orange.9">
          {note}
        </Text>
      ));
      if (verdict.problems.length > 0) {
        return (
          <Alert
            color="orange"
            title="The file is not complete"
            role="alert"
            maw={640}
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            <Stack gap={4}>
              <Text size="sm">
                Downloaded {LABEL[state.format]} ({fileName}): it holds {what}
                {verdict.total !== null ? ` of the ${count(verdict.total)} the list counts` : ''}.
              </Text>
              <List size="sm">
                {verdict.problems.map((p) => (
                  <List.Item key={p}>{p}</List.Item>
                ))}
              </List>
              {notes}
              <div>
                <Button size="xs" variant="default" mt={4} onClick={() => onAgain(state.format)}>
                  Export again
                </Button>
              </div>
            </Stack>
          </Alert>
        );
      }
      return (
        <Stack gap={2}>
          <Text size="sm" role="status">
            Downloaded {what} as {LABEL[state.format]} ({fileName})
            {verdict.complete
              ? `: every ${noun.one} of the list.`
              : `. This server does not say how many ${noun.many} the list has, so the file could not be checked against it.`}
          </Text>
          {notes}
        </Stack>
      );
    }
  }
}
