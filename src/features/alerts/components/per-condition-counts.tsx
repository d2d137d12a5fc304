import { Button, Group, Table, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { memo, useId, useState } from 'react';
import type { AgentRef, ConditionNode } from '../../../contract';
import { type PreviewPeriod, alertPreviewOptions } from '../../../data/alert-preview/queries';
import { isApiError, retryMayHelp } from '../../../lib/api-error';
import { countOf, formatNumber } from '../../../lib/format';
import type { CatalogueSource } from '../model/catalogue';
import { readBack } from '../model/read-back';
import type { AlertPreviewPanel } from '../use-alert-preview';

/**
 * Top-level conditions counted alone without being asked. Each count is a preview request of its
 * own, sent again for each condition that changed at every pause in typing: a wide tree (up to a
 * hundred top-level conditions) would send a hundred at once on opening and on every change of
 * period, most of them for conditions nobody is looking at. Past this many, a button counts the rest.
 */
export const AUTO_COUNTED = 10;

/** Why a part was not counted: the service's own words. */
function refusal(error: unknown): string {
  if (isApiError(error) && error.validation.length > 0) return error.validation.map((v) => v.msg).join('; ');
  return error instanceof Error ? error.message : 'The service did not answer.';
}

type Props = {
  agent: AgentRef;
  /** The top-level nodes of the tree last answered (none: nothing is shown). */
  parts: readonly ConditionNode[];
  period: PreviewPeriod;
  sources: readonly CatalogueSource[];
};

/**
 * How many calls each top-level condition alone would have matched over the same period (one
 * preview each), so the noisy condition stands out. Shown with two top-level nodes or more, for
 * the tree last answered.
 */
export function PerConditionCounts({ agent, parts, period, sources }: Props) {
  const titleId = useId();
  const [countAll, setCountAll] = useState(false);
  const counted = countAll ? parts : parts.slice(0, AUTO_COUNTED);
  const results = useQueries({ queries: counted.map((part) => alertPreviewOptions(agent, part, period)) });
  if (parts.length === 0) return null;
  const rest = parts.length - counted.length;
  return (
    <div>
      <Text size="sm" fw={600} id={titleId}>
        Each top-level condition alone
      </Text>
      <Table aria-labelledby={titleId} fz="sm" withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Condition</Table.Th>
            <Table.Th scope="col" ta="right">
              Would match
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {counted.map((part, i) => {
            const query = results[i];
            return (
              <Row
                key={i}
                part={part}
                sources={sources}
                data={query?.data}
                placeholder={query?.isPlaceholderData ?? false}
                error={query?.isError ? query.error : null}
                onRetry={query?.refetch}
                retrying={query?.isFetching ?? false}
              />
            );
          })}
        </Table.Tbody>
      </Table>
      {rest > 0 ? (
        <Group gap="xs" mt={4} align="center" wrap="wrap">
          <Text size="sm" c="dimmed">
            Only the first {formatNumber(counted.length)} top-level conditions are counted alone: each count is a
            request of its own to the service, sent again when its condition or the period changes.
          </Text>
          <Button size="compact-sm" variant="default" onClick={() => setCountAll(true)}>
            Count the other {formatNumber(rest)}
          </Button>
        </Group>
      ) : null}
    </div>
  );
}

type PreviewAnswer = NonNullable<AlertPreviewPanel['answer']>;

type RowProps = {
  part: ConditionNode;
  sources: readonly CatalogueSource[];
  data: PreviewAnswer | undefined;
  placeholder: boolean;
  error: unknown;
  /** Asks for this count again (the observer's own refetch: the same function from answer to answer). */
  onRetry: (() => unknown) | undefined;
  retrying: boolean;
};

/**
 * Memoized: the counts answer one by one, and each answer draws the table again; a row is drawn
 * when its own count changed (see docs/performance.md, row "Per-condition count rows memoized").
 */
const Row = memo(CountRow);

/** One top-level condition's count: the service's answer, its refusal, or "Counting…". */
function CountRow({ part, sources, data, placeholder, error, onRetry, retrying }: RowProps) {
  const fresh =
    data !== undefined && !placeholder && (data.tree === part || JSON.stringify(data.tree) === JSON.stringify(part));
  const name = readBack(part, sources);
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={400} style={{ overflowWrap: 'anywhere' }}>
        <bdi>{name}</bdi>
      </Table.Th>
      <Table.Td ta="right" aria-busy={!fresh && !error}>
        {error ? (
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed" ta="left" style={{ overflowWrap: 'anywhere' }}>
              Not counted: <bdi>{refusal(error)}</bdi>
            </Text>
            {/* As the page's other "Try again": only where a second try may pass. */}
            {onRetry && retryMayHelp(error) ? (
              <Button
                size="compact-xs"
                variant="default"
                loading={retrying}
                aria-label={`Count again: ${name}`}
                onClick={() => void onRetry()}
              >
                Count again
              </Button>
            ) : null}
          </Group>
        ) : fresh ? (
          `${formatNumber(data.result.matched)} of ${countOf(data.result.calls_evaluated, 'call', 'calls')}`
        ) : (
          <Text component="span" size="sm" c="dimmed">
            Counting…
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
