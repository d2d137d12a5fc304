import { Alert, Button, List, Progress, Stack, Text } from '@mantine/core';
import type { ExportFormat, ExportState, ExportVerdict, Noun } from '../lib/list-export/run-export';

export type Status =
  | { kind: 'idle' }
  | { kind: 'running'; state: ExportState }
  | { kind: 'failed'; state: ExportState; message: string }
  | { kind: 'cancelled' }
  | { kind: 'done'; state: ExportState; fileName: string; verdict: ExportVerdict; notes: string[] };

const count = (n: number) => n.toLocaleString();
export const LABEL: Record<ExportFormat, string> = { csv: 'CSV', json: 'JSON' };

/** Where an export stands: its progress with Cancel, cancelled, where it stopped with Retry, or its file. */
export function ExportStatus({
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
    case 'done':
      return <ExportDone noun={noun} status={status} onAgain={onAgain} />;
  }
}

/** A finished export: what the file holds and whether that is the whole list, or what it misses. */
function ExportDone({
  noun,
  status,
  onAgain,
}: {
  noun: Noun;
  status: Extract<Status, { kind: 'done' }>;
  onAgain: (format: ExportFormat) => void;
}) {
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
