import { Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
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
  // A key pressed while the neighbouring page of the list is still loading is kept, and done
  // when it arrives.
  const [pending, setPending] = useState<'prev' | 'next' | null>(null);
  const target = pending === 'next' ? next : pending === 'prev' ? prev : null;
  useEffect(() => {
    if (!pending || target === 'loading') return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the wait is over either way
    setPending(null);
    if (target) onGo(pending);
  }, [pending, target, onGo]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isShortcut(e) || e.shiftKey) return;
      const which = e.key === 'j' || e.key === 'J' ? 'next' : e.key === 'k' || e.key === 'K' ? 'prev' : null;
      if (!which) return;
      const n = which === 'next' ? next : prev;
      if (!n) return;
      e.preventDefault();
      if (n === 'loading') setPending(which);
      else onGo(which);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [prev, next, onGo]);

  return (
    <Group gap="xs" wrap="wrap" component="nav" aria-label="Calls in this list">
      <Button component={Link} to={backTo} variant="subtle" size="xs">
        Back to calls
      </Button>
      <Button variant="default" size="xs" aria-keyshortcuts="K" disabled={!prev} loading={pending === 'prev'} onClick={() => (prev === 'loading' ? setPending('prev') : onGo('prev'))}>
        Previous call
      </Button>
      <Button variant="default" size="xs" aria-keyshortcuts="J" disabled={!next} loading={pending === 'next'} onClick={() => (next === 'loading' ? setPending('next') : onGo('next'))}>
        Next call
      </Button>
      <Text size="xs" c="dimmed" role="status">
        {where}
      </Text>
    </Group>
  );
}
