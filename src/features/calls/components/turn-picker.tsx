import { Button, Checkbox, Fieldset, Group, Stack, Text } from '@mantine/core';
import type { Dispatch } from 'react';
import type { TranscriptTurn } from '../../../contract';
import { DASH, formatCallLength, formatNumber } from '../../../lib/format';
import { speakerKind } from '../transcript';
import { type CutClipsAction, type CutClipsState, TURNS_PER_PAGE, allTurns, callerTurns } from '../cut-clips-state';

const SPEAKERS = new Map([
  ['agent', 'Agent'],
  ['caller', 'Caller'],
]);

function TurnLabel({ turn, index }: { turn: TranscriptTurn | undefined; index: number }) {
  const speaker = SPEAKERS.get(speakerKind(turn?.speaker)) ?? (turn?.speaker?.trim() || 'Unknown speaker');
  const at = typeof turn?.start_ms === 'number' ? formatCallLength(turn.start_ms) : 'no time';
  return (
    <>
      <Text span size="xs" c="dimmed">
        {index + 1} · <bdi>{speaker}</bdi> · {at}
      </Text>{' '}
      <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
        <bdi dir="auto">{turn?.text || DASH}</bdi>
      </Text>
    </>
  );
}

/** Pages of a long transcript: "Turns 101–200 of 540", with the way back and on. */
function Pager({ page, count, dispatch }: { page: number; count: number; dispatch: Dispatch<CutClipsAction> }) {
  const pages = Math.ceil(count / TURNS_PER_PAGE);
  if (pages <= 1) return null;
  const from = page * TURNS_PER_PAGE + 1;
  const to = Math.min(count, (page + 1) * TURNS_PER_PAGE);
  return (
    <Group gap="xs" justify="space-between" wrap="wrap">
      <Button
        size="xs"
        variant="default"
        disabled={page === 0}
        onClick={() => dispatch({ type: 'page', page: page - 1 })}
      >
        Previous turns
      </Button>
      <Text size="sm" aria-live="polite">
        Turns {formatNumber(from)}–{formatNumber(to)} of {formatNumber(count)}
      </Text>
      <Button
        size="xs"
        variant="default"
        disabled={page >= pages - 1}
        onClick={() => dispatch({ type: 'page', page: page + 1 })}
      >
        Next turns
      </Button>
    </Group>
  );
}

/**
 * A checkbox per transcript turn (speaker, time, text), with helpers to choose the caller's
 * turns, all or none, and the count chosen. A long transcript is shown a page at a time.
 */
export function TurnPicker({
  turns,
  state,
  dispatch,
  error,
}: {
  turns: readonly TranscriptTurn[];
  state: CutClipsState;
  dispatch: Dispatch<CutClipsAction>;
  error: string | undefined;
}) {
  const page = Math.min(state.page, Math.max(0, Math.ceil(turns.length / TURNS_PER_PAGE) - 1));
  const first = page * TURNS_PER_PAGE;
  const shown = turns.slice(first, first + TURNS_PER_PAGE);
  return (
    <Fieldset legend="Turns" variant="unstyled" aria-describedby={error ? 'cut-clips-turns-error' : undefined}>
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Button size="xs" variant="light" onClick={() => dispatch({ type: 'select', indexes: callerTurns(turns) })}>
            Select caller turns
          </Button>
          <Button size="xs" variant="light" onClick={() => dispatch({ type: 'select', indexes: allTurns(turns) })}>
            Select all
          </Button>
          <Button size="xs" variant="light" onClick={() => dispatch({ type: 'select', indexes: [] })}>
            None
          </Button>
          <Text size="sm" role="status">
            {formatNumber(state.selected.size)} of {formatNumber(turns.length)} turns selected
          </Text>
        </Group>
        <Pager page={page} count={turns.length} dispatch={dispatch} />
        <Stack
          gap={6}
          p="xs"
          style={{
            maxHeight: 'min(22rem, 45vh)',
            overflowY: 'auto',
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 4,
          }}
        >
          {shown.map((turn, i) => {
            const index = first + i;
            return (
              <Checkbox
                key={index}
                checked={state.selected.has(index)}
                onChange={() => dispatch({ type: 'toggle', index })}
                label={<TurnLabel turn={turn} index={index} />}
              />
            );
          })}
        </Stack>
        {error && (
          <Text size="sm" c="var(--mantine-color-error)" id="cut-clips-turns-error">
            {error}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
