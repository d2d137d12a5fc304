import { Button, Checkbox, Fieldset, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import type { TranscriptTurn } from '../../../contract';
import { DASH, formatCallLength, formatNumber } from '../../../lib/format';
import { speakerKind } from '../model/transcript';
import { type CutClipsValues, TURNS_PER_PAGE, allTurns, callerTurns, toggleTurn } from '../model/cut-clips-form';

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
function Pager({ page, count, onPage }: { page: number; count: number; onPage: (page: number) => void }) {
  const pages = Math.ceil(count / TURNS_PER_PAGE);
  if (pages <= 1) return null;
  const from = page * TURNS_PER_PAGE + 1;
  const to = Math.min(count, (page + 1) * TURNS_PER_PAGE);
  return (
    <Group gap="xs" justify="space-between" wrap="wrap">
      <Button size="xs" variant="default" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous turns
      </Button>
      <Text size="sm" aria-live="polite">
        Turns {formatNumber(from)}–{formatNumber(to)} of {formatNumber(count)}
      </Text>
      <Button size="xs" variant="default" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
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
  control,
  error,
}: {
  turns: readonly TranscriptTurn[];
  control: Control<CutClipsValues>;
  error: string | undefined;
}) {
  const { field } = useController({ control, name: 'turn_indexes' });
  const chosen = field.value;
  const [pageAsked, setPage] = useState(0);
  const page = Math.min(pageAsked, Math.max(0, Math.ceil(turns.length / TURNS_PER_PAGE) - 1));
  const first = page * TURNS_PER_PAGE;
  const shown = turns.slice(first, first + TURNS_PER_PAGE);
  return (
    <Fieldset legend="Turns" variant="unstyled" aria-describedby={error ? 'cut-clips-turns-error' : undefined}>
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Button size="xs" variant="light" onClick={() => field.onChange(callerTurns(turns))}>
            Select caller turns
          </Button>
          <Button size="xs" variant="light" onClick={() => field.onChange(allTurns(turns))}>
            Select all
          </Button>
          <Button size="xs" variant="light" onClick={() => field.onChange([])}>
            None
          </Button>
          <Text size="sm" role="status">
            {formatNumber(chosen.length)} of {formatNumber(turns.length)} turns selected
          </Text>
        </Group>
        <Pager page={page} count={turns.length} onPage={(p) => setPage(Math.max(0, p))} />
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
                checked={chosen.includes(index)}
                onChange={() => field.onChange(toggleTurn(chosen, index))}
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
