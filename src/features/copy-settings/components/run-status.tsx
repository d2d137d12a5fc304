import { Alert, List, Progress, Stack, Text } from '@mantine/core';
import { QueryError } from '../../../components/query-error';
import { errorMessage } from '../../../lib/api-error';
import type { Write } from '../model/plan';
import type { RunState } from '../use-copy-run';
import { recordName } from './plan-section';

const verb = (w: Write) => (w.targetId === null ? 'create' : 'update');
const refusedWhat = (w: Write) => `the service refused to ${verb(w)} ${recordName(w.kind, w.name, true)}`;
const unreadWhat = (w: Write) => `the answer to ${verb(w)} ${recordName(w.kind, w.name, true)} could not be read`;
const READ_BACK = {
  'not-written': 'Reading the other agent’s records back shows it was not written.',
  unknown: 'The other agent’s records could not be read back either, so whether it was written is not known.',
} as const;
const done = (w: Write) => `${recordName(w.kind, w.name)}: ${w.targetId === null ? 'created' : 'updated'}`;

function Writes({
  label,
  writes,
  format,
}: {
  label: string;
  writes: Write[];
  format: (w: Write, i: number) => string;
}) {
  if (writes.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label} ({writes.length})
      </Text>
      <List size="sm" withPadding aria-label={label}>
        {writes.map((w, i) => (
          <List.Item key={i} style={{ overflowWrap: 'anywhere' }}>
            {format(w, i)}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** Where a copy stands: checking, writing ("3 of 7"), done, or stopped with the service's words. */
export function RunStatus({ state, targetName }: { state: RunState; targetName: string }) {
  switch (state.phase) {
    case 'idle':
      return null;
    case 'checking':
      return (
        <Text size="sm" role="status">
          Reading both agents’ settings again before writing…
        </Text>
      );
    case 'changed':
      return (
        <Alert color="yellow" variant="light" title="The settings changed since this plan was shown" role="alert">
          <Text size="sm">
            Nothing was written. The plan below now shows them as the service holds them: check it, then copy again.
          </Text>
        </Alert>
      );
    case 'unread':
      return <QueryError error={state.error} title="Could not read the settings again, so nothing was written" />;
    case 'writing': {
      const n = state.writes.length;
      const current = state.writes[state.done];
      return (
        <Stack gap={6} role="status" aria-label="Copy progress">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            Writing {state.done + 1} of {n}
            {current ? `: ${recordName(current.kind, current.name)}` : ''}
          </Text>
          <Progress value={(state.done / n) * 100} aria-label={`${state.done} of ${n} written`} />
        </Stack>
      );
    }
    case 'done':
      return (
        <Alert
          color="green"
          variant="light"
          title={`Copied to ${targetName}: ${state.writes.length} of ${state.writes.length} written`}
          role="status"
        >
          <Writes label="Written" writes={state.writes} format={done} />
        </Alert>
      );
    case 'stopped': {
      const stopped = state.writes[state.done];
      const n = state.writes.length;
      const unread = state.readBack !== null;
      const what = stopped ? `: ${unread ? unreadWhat(stopped) : refusedWhat(stopped)}` : '';
      const rest = state.writes.slice(state.done + (state.readBack === 'unknown' ? 1 : 0));
      return (
        <Alert color="red" variant="light" role="alert" title={`Stopped at ${state.done + 1} of ${n}${what}`}>
          <Stack gap="xs">
            <Text size="sm" data-testid="error-detail" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {errorMessage(state.error)}
            </Text>
            {state.readBack ? <Text size="sm">{READ_BACK[state.readBack]}</Text> : null}
            <Writes label="Written" writes={state.writes.slice(0, state.done)} format={done} />
            {state.readBack === 'unknown' && stopped ? (
              <Writes label="Not known whether written" writes={[stopped]} format={(w) => recordName(w.kind, w.name)} />
            ) : null}
            <Writes
              label="Not written"
              writes={rest}
              format={(w, i) => `${recordName(w.kind, w.name)}${i === 0 && !unread ? ' (refused)' : ''}`}
            />
            <Text size="sm">Copy again to write the rest: what was written already shows below as already there.</Text>
          </Stack>
        </Alert>
      );
    }
  }
}
