import { Alert, Button, Group, Text } from '@mantine/core';

type Props = {
  /** A save is on its way; `andNext`: it was asked for by Save and next. */
  pending: boolean;
  andNext: boolean;
  /** The form says something the stored review does not: there is something to save. */
  changed: boolean;
  /** There is a next call to open (Save and next). */
  hasNext: boolean;
  onSaveAndNext: () => void;
  /** Save and next was pressed on a call nothing is chosen for. */
  nothingChosen: boolean;
  /**
   * The form differs from the stored review: changed since it was saved, or the review was stored
   * (read, or by someone else) while the person was choosing.
   */
  unsaved: 'changed' | 'stored meanwhile' | null;
  /** What C and W judge next (null: all judged), and why there is no next call (null: there is). */
  nextName: string | null;
  noNext: string | null;
};

const WRAP = { overflowWrap: 'anywhere' } as const;

/** The review form's end: Save review, Save and next, and the keys that do the same. */
export function ReviewActions(props: Props) {
  const { pending, andNext, changed, hasNext, onSaveAndNext, nothingChosen, unsaved, nextName, noNext } = props;
  return (
    <>
      {unsaved ? (
        <Alert color="yellow" variant="light" p="xs">
          <Text size="sm">
            {unsaved === 'changed'
              ? 'Changed since it was saved: not saved yet.'
              : 'A review was stored meanwhile (above). What you chose is kept, not saved yet.'}
          </Text>
        </Alert>
      ) : null}
      {nothingChosen ? (
        <Alert color="blue" variant="light" p="xs" role="status">
          <Text size="sm">
            Nothing is chosen, so there is nothing to save. Next call (J) leaves this call unreviewed.
          </Text>
        </Alert>
      ) : null}
      <Group gap="sm">
        <Button type="submit" loading={pending && !andNext} disabled={pending || !changed}>
          Save review
        </Button>
        <Button
          variant="default"
          aria-keyshortcuts="S"
          loading={pending && andNext}
          disabled={!hasNext || pending}
          onClick={onSaveAndNext}
        >
          Save and next
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        Keys: C correct, W wrong
        {nextName ? (
          <>
            {' '}
            (next: <bdi style={WRAP}>{nextName}</bdi>)
          </>
        ) : (
          ' (all judged)'
        )}
        , S save and next.
        {!hasNext && noNext ? ` ${noNext}` : ''}
      </Text>
    </>
  );
}
