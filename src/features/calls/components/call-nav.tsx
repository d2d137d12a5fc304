import { Button, Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { isShortcut } from '../../../components/recording/keys';
import type { NeighbourState } from '../model/neighbours';
import type { Step } from '../model/step-calls';

type Props = {
  backTo: string;
  /** What the way back is named after: the calls list, or the review queue the call was opened from. */
  backLabel?: string;
  /** The shown call's neighbours: null where there is none, 'loading' while not known yet. */
  prev: NeighbourState;
  next: NeighbourState;
  /** One step (a button or the keys K and J); every press counts, however fast they come. */
  onPress: (which: Step) => void;
  /** The direction of a press waiting for a page of the list. */
  waiting: Step | null;
  /** "Call 5 of 60 in this list", or why there is no previous/next. */
  where: string;
};

/** Back to the list, and previous/next call in it (buttons, and the keys K and J). */
export function CallNav({ backTo, backLabel = 'Back to calls', prev, next, onPress, waiting, where }: Props) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isShortcut(e) || e.shiftKey) return;
      const which = e.key === 'j' || e.key === 'J' ? 'next' : e.key === 'k' || e.key === 'K' ? 'prev' : null;
      if (!which) return;
      e.preventDefault();
      onPress(which);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onPress]);

  return (
    <Group gap="xs" wrap="wrap" component="nav" aria-label="Calls in this list">
      <Button component={Link} to={backTo} variant="subtle" size="xs">
        {backLabel}
      </Button>
      <Button
        variant="default"
        size="xs"
        aria-keyshortcuts="K"
        disabled={!prev}
        loading={waiting === 'prev'}
        onClick={() => onPress('prev')}
      >
        Previous call
      </Button>
      <Button
        variant="default"
        size="xs"
        aria-keyshortcuts="J"
        disabled={!next}
        loading={waiting === 'next'}
        onClick={() => onPress('next')}
      >
        Next call
      </Button>
      <Text size="xs" c="dimmed" role="status">
        {where}
      </Text>
    </Group>
  );
}
