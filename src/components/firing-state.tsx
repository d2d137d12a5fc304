import { Text } from '@mantine/core';
import type { AlertEvent } from '../contract';
import { DateTime } from './date-time';
import { type Words, WordBadge, wordOf } from './word-badge';

/** A firing's states (B.9), as the firing alerts page and a definition's history both say them. */
// Dark shades under white text, above 4.5:1 in both schemes (an outlined teal "Resolved" was 2.9:1).
export const FIRING_STATE_WORDS: Words = new Map([
  ['firing', { text: 'Firing', color: 'red.9' }],
  ['acknowledged', { text: 'Acknowledged', color: 'blue.9' }],
  ['resolved', { text: 'Resolved', color: 'teal.9' }],
]);

/** A firing's state as text; a state the dashboard does not know, as the service wrote it. */
export const stateText = (state: string | null | undefined) => wordOf(FIRING_STATE_WORDS, state, 'State not given');

/** The state as a badge; nothing from a server that does not keep states. */
export function FiringStateBadge({ state }: { state: string | null | undefined }) {
  if (!state) return null;
  return <WordBadge words={FIRING_STATE_WORDS} value={state} variant="filled" />;
}

/** Who acknowledged or resolved a firing, when, and the comment. */
export function HandledBy({ event }: { event: AlertEvent }) {
  return (
    <>
      {event.acknowledged_at && (
        <Text size="sm">
          Acknowledged by <bdi>{event.acknowledged_by ?? 'someone'}</bdi> <DateTime value={event.acknowledged_at} />
        </Text>
      )}
      {event.resolved_at && (
        <Text size="sm">
          Resolved by <bdi>{event.resolved_by ?? 'someone'}</bdi> <DateTime value={event.resolved_at} />
        </Text>
      )}
      {event.comment && (
        <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} dir="auto">
          Comment: {event.comment}
        </Text>
      )}
    </>
  );
}
