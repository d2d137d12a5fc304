import { Alert, Button, Group, Text, TextInput } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import type { AgentRef, Call } from '../../../contract';
import { callOptions } from '../../../data/calls/queries';

// State in React, not react-hook-form: this form is on a page's first screen, and react-hook-form
// would add its chunk to that page's first load (docs/performance.md, row "Small forms on a page's
// first screen keep their state in React").

/** "Search transcripts" (B.5 `q`): calls whose transcript holds the text; empty clears it. */
export function TranscriptSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The address changed (back, a saved view): the field follows it.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  return (
    <form
      role="search"
      aria-label="Search transcripts"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <Group gap="xs" align="flex-end" mt="sm" wrap="nowrap">
        <TextInput
          type="search"
          label="Search transcripts"
          placeholder="What was said"
          dir="auto"
          w={240}
          size="sm"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Button type="submit" size="sm" variant="default">
          Search
        </Button>
      </Group>
    </form>
  );
}

const TITLE = { title: { color: 'var(--mantine-color-text)' } };

/**
 * A server that ignores `q` answers as if it was not sent (B.5). Every call listed is checked
 * against its transcript: a text most calls say (a greeting) leaves only a few that do not, and
 * any of them shows the search was not applied. Calls without a transcript cannot tell, and
 * where none has one the page says that too.
 */
export function SearchIgnored({ agent, q, items }: { agent: AgentRef; q: string; items: readonly Call[] | undefined }) {
  const checked = q === '' ? [] : (items ?? []);
  const details = useQueries({ queries: checked.map((c) => callOptions(agent, c.id)) });
  const needle = q.toLowerCase();
  // Read only once every call is: the note does not change under the reader as answers arrive.
  const misses = checked.filter((_call, i) => {
    const turns = details[i]?.data?.transcript;
    return turns && turns.length > 0 && !turns.some((t) => (t.text ?? '').toLowerCase().includes(needle));
  });
  if (checked.length === 0 || details.some((d) => d.isPending)) return null;
  const unknown = checked.every((_c, i) => !details[i]?.data?.transcript?.length);
  if (misses.length === 0 && !unknown) return null;
  const verb = misses.length === 1 ? 'does' : 'do';
  const others = checked.length > 1 ? ` (${misses.length} of the ${checked.length} calls listed ${verb} not)` : '';
  return (
    <Alert color="orange" title="This server does not search transcripts" role="status" styles={TITLE}>
      <Text size="sm">
        {misses[0] ? (
          <>
            Call {misses[0].id} is listed but does not say “<bdi>{q}</bdi>”{others}: this server does not apply the
            transcript search, and the list below is not filtered by it.
          </>
        ) : (
          <>
            The calls listed have no transcript to check: this page cannot tell whether the list below is filtered by “
            <bdi>{q}</bdi>”.
          </>
        )}
      </Text>
    </Alert>
  );
}
