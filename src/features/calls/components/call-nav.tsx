import { Button, Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { isShortcut } from '../../../components/recording/keys';
import type { NeighbourState } from '../neighbours';

type Props = {
  backTo: string;
  prev: NeighbourState;
  next: NeighbourState;
  onGo: (which: 'prev' | 'next') => void;
  /** "Call 5 of 60 in this list", or why there is no previous/next. */
  where: string;
};

/** Back to the list, and previous/next call in it (buttons, and the keys K and J). */
export function CallNav({ backTo, prev, next, onGo, where }: Props) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isShortcut(e) || e.shiftKey) return;
      if ((e.key === 'j' || e.key === 'J') && next && next !== 'loading') {
        e.preventDefault();
        onGo('next');
      } else if ((e.key === 'k' || e.key === 'K') && prev && prev !== 'loading') {
        e.preventDefault();
        onGo('prev');
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [prev, next, onGo]);

  return (
    <Group gap="xs" wrap="wrap" component="nav" aria-label="Calls in this list">
      <Button component={Link} to={backTo} variant="subtle" size="xs">
        Back to calls
      </Button>
      <Button variant="default" size="xs" aria-keyshortcuts="K" disabled={!prev || prev === 'loading'} onClick={() => onGo('prev')}>
        Previous call
      </Button>
      <Button variant="default" size="xs" aria-keyshortcuts="J" disabled={!next || next === 'loading'} onClick={() => onGo('next')}>
        Next call
      </Button>
      <Text size="xs" c="dimmed" role="status">
        {where}
      </Text>
    </Group>
  );
}
