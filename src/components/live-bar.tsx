import { Button, Group, Switch, Text } from '@mantine/core';
import { useId, useRef } from 'react';
import type { NewItems } from '../data/live-count';
import { errorMessage } from '../lib/api-error';
import { formatNumber } from '../lib/format';
import { formatPause } from '../lib/poll-backoff';

/** What a list holds, as a word: "call"/"calls", "firing"/"firings". */
export type ItemWords = { one: string; many: string };
const CALLS: ItemWords = { one: 'call', many: 'calls' };

/** "1 new firing", "12 new firings": in the list's own words. */
export const newItemsText = (n: number, what: ItemWords): string =>
  `${formatNumber(n)} new ${n === 1 ? what.one : what.many}`;

/** "1 new call", "12 new calls". */
export const newCallsText = (n: number): string => newItemsText(n, CALLS);

/**
 * The switch "Live" and, while it is on, what it found: "N new calls" (`what`: the list's own
 * words, "N new firings") with a button that shows them, so nothing on the page moves until the person asks (rows never jump under the pointer).
 * The bar keeps its height whatever it says (the notice fits on the switch's line, down to a
 * phone's width), so its own changes move nothing either. The count is a polite live region;
 * a failed check is said quietly beside the switch, with the pause before the next one.
 */
export function LiveBar({
  live,
  onLive,
  unavailable,
  found,
  applyLabel,
  onApply,
  applying,
  what = CALLS,
}: LiveBarProps) {
  const switchRef = useRef<HTMLInputElement>(null);
  const noteId = useId();
  const on = live && unavailable === null;
  const count = on ? found.count : null;
  return (
    <Group gap="sm" wrap="nowrap" align="center" mih={36} data-testid="live-bar">
      <Switch
        ref={switchRef}
        label="Live"
        checked={on}
        disabled={unavailable !== null}
        onChange={(e) => onLive(e.currentTarget.checked)}
        aria-describedby={unavailable !== null || (on && found.error) ? noteId : undefined}
        style={{ flex: 'none' }}
      />
      <Group gap="xs" wrap="wrap" align="center" style={{ minWidth: 0 }}>
        {/* Always in the page, so a screen reader hears what changes in it. */}
        <Text size="sm" role="status" fw={count ? 600 : undefined} c={count ? undefined : 'dimmed'}>
          {statusText(count, on, found, what)}
        </Text>
        {count !== null && count > 0 && (
          <Button
            size="compact-sm"
            variant="light"
            loading={applying}
            onClick={() => {
              onApply();
              // The button leaves once the new calls are shown: the switch beside it keeps the focus.
              switchRef.current?.focus();
            }}
          >
            {applyLabel}
          </Button>
        )}
        <LiveNotes noteId={noteId} on={on} unavailable={unavailable} found={found} what={what} />
      </Group>
    </Group>
  );
}

type LiveBarProps = {
  live: boolean;
  onLive: (on: boolean) => void;
  /** Why Live cannot follow this page's calls (a range that has ended), or null. */
  unavailable: string | null;
  found: NewItems;
  /** The button that applies what was found: "Show new calls", "Update figures". */
  applyLabel: string;
  onApply: () => void;
  applying: boolean;
  what?: ItemWords;
};

/** What the status says: checking, "N new calls", "No new calls", or nothing (`count` null while off). */
function statusText(count: number | null, on: boolean, found: NewItems, what: ItemWords): string {
  // After a failed check "No new calls" is not known: the failure beside it says so.
  return count === null
    ? on && found.checking
      ? 'Checking…'
      : ''
    : count > 0
      ? newItemsText(count, what)
      : found.error
        ? ''
        : `No new ${what.many}`;
}

/** Why Live is off, that new items cannot be counted, or that a check failed (`noteId`: what the switch points at). */
function LiveNotes({
  noteId,
  on,
  unavailable,
  found,
  what,
}: {
  noteId: string;
  on: boolean;
  unavailable: string | null;
  found: NewItems;
  what: ItemWords;
}) {
  return (
    <>
      {unavailable !== null && (
        <Text id={noteId} size="sm" c="dimmed">
          {unavailable}
        </Text>
      )}
      {on && found.uncounted && (
        <Text size="sm" c="dimmed">
          This server does not send a total, so new {what.many} cannot be counted.
        </Text>
      )}
      {on && found.error !== null && (
        <Text id={noteId} size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Could not check for new {what.many}: {errorMessage(found.error)} — next try in{' '}
          {formatPause(found.nextCheckMs)}.
        </Text>
      )}
    </>
  );
}
