import { Button, Group, Text, TextInput } from '@mantine/core';
import { countOf } from '../../../lib/format';
import type { TranscriptFind } from '../hooks/use-find-in-transcript';

/** The transcript's find field, Previous/Next match and the count it found (a polite status). */
export function TranscriptFindBar({ find }: { find: TranscriptFind }) {
  const { query, onQuery, step, countText, matchedTurns, total } = find;
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        label="Find in transcript"
        size="xs"
        w={240}
        value={query}
        onChange={(e) => onQuery(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            step(e.shiftKey ? -1 : 1);
          }
        }}
        description="Enter: next match, Shift+Enter: previous"
      />
      <Button size="xs" variant="default" onClick={() => step(-1)} disabled={matchedTurns < 2}>
        Previous match
      </Button>
      <Button size="xs" variant="default" onClick={() => step(1)} disabled={matchedTurns < 2}>
        Next match
      </Button>
      <Text size="sm" role="status" aria-live="polite" mb={4}>
        <span>{countText}</span>
        {total > matchedTurns && (
          <Text span size="xs" c="dimmed" ml="xs">
            ({countOf(total, 'match', 'matches')} in {countOf(matchedTurns, 'turn', 'turns')})
          </Text>
        )}
      </Text>
    </Group>
  );
}
