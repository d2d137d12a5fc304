import { Alert, Checkbox, List, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { QueryError } from '../../../components/query-error';
import type { Kind, PlanItem } from '../model/plan';
import { itemNoun } from '../model/remap';
import type { Section } from '../model/sections';

export const KIND_TITLES: Record<Kind, string> = {
  intent: 'Call intents',
  profile: 'Simulation profiles',
  definition: 'Alert definitions',
};
const KIND_NOUNS: Record<Kind, string> = {
  intent: 'call intent',
  profile: 'simulation profile',
  definition: 'alert definition',
};

/** "Alert definition “Legal watch”" (or "alert definition ..." within a sentence): a record of the plan. */
export const recordName = (kind: Kind, name: string, within = false) => {
  const noun = KIND_NOUNS[kind];
  return `${within ? noun : `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`} “${name}”`;
};

function statusText(item: PlanItem): string {
  const without = item.dropped
    ? `, without ${item.unmappable.length === 1 ? 'the condition' : `the ${item.unmappable.length} conditions`}` +
      ' that cannot be copied'
    : '';
  switch (item.status) {
    case 'create':
      return `Will be created${without}`;
    case 'update':
      return `Already there: will be updated${without}`;
    case 'same':
      return 'Already there, the same';
    case 'keep':
      return 'Already there: left as it is';
    case 'blocked':
      return 'Cannot be copied';
  }
}

const capital = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

function PlanRow({
  item,
  notice,
  onDrop,
}: {
  item: PlanItem;
  notice: string | null;
  onDrop: (id: number, drop: boolean) => void;
}) {
  return (
    <List.Item>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <Text span fw={600} dir="auto">
          {item.name}
        </Text>
        {': '}
        {statusText(item)}
      </Text>
      {/* The section's notice already says it for all of them. */}
      {item.problem && item.problem !== notice && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {item.problem}
        </Text>
      )}
      {item.unmappable.length > 0 && (
        <Stack gap={4} mt={4}>
          <Text size="sm">
            {item.dropped ? 'Left out, with no counterpart there:' : 'Conditions with no counterpart there:'}
          </Text>
          <List size="sm" withPadding>
            {item.unmappable.map((u, i) => (
              <List.Item key={i} style={{ overflowWrap: 'anywhere' }}>
                {capital(itemNoun(u.source))} {u.known ? <bdi>“{u.name}”</bdi> : <bdi>{u.name}</bdi>}: {u.reason}
              </List.Item>
            ))}
          </List>
          <Checkbox
            size="sm"
            checked={item.dropped}
            onChange={(e) => onDrop(item.sourceId, e.currentTarget.checked)}
            label={
              <>
                Drop conditions that cannot be copied
                <VisuallyHidden>
                  {' '}
                  from <bdi>{item.name}</bdi>
                </VisuallyHidden>
              </>
            }
          />
        </Stack>
      )}
    </List.Item>
  );
}

/** One kind of record in the plan: what becomes of each on the other agent. */
export function PlanSection({
  kind,
  section,
  targetName,
  onDrop,
  onRetry,
}: {
  kind: Kind;
  section: Section;
  targetName: string;
  onDrop: (id: number, drop: boolean) => void;
  onRetry: () => void;
}) {
  const headingId = useId();
  if (section.state === 'off') return null;
  const title = KIND_TITLES[kind];
  const lower = title.toLowerCase();
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {title}
      </Title>
      {section.state === 'loading' && (
        <Stack gap={6} role="status" aria-busy="true" aria-label={`Reading the ${title.toLowerCase()}`}>
          <Skeleton height={20} />
          <Skeleton height={20} />
        </Stack>
      )}
      {section.state === 'error' && (
        <QueryError
          error={section.error}
          title={`Could not read ${section.side === 'source' ? "this agent's" : `${targetName}'s`} ${lower}`}
          onRetry={onRetry}
        />
      )}
      {section.state === 'ready' && (
        <Stack gap="xs">
          {section.notice && (
            <Alert color="yellow" variant="light" title={`${title} cannot be copied to ${targetName}`}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {section.notice}
              </Text>
            </Alert>
          )}
          {section.items.length === 0 ? (
            <Text size="sm">This agent has no {title.toLowerCase()}.</Text>
          ) : (
            <List spacing="xs" aria-label={`${title}: what becomes of each`}>
              {section.items.map((item) => (
                <PlanRow key={item.sourceId} item={item} notice={section.notice} onDrop={onDrop} />
              ))}
            </List>
          )}
        </Stack>
      )}
    </section>
  );
}
