import { Anchor, Group, Skeleton, Table, Text } from '@mantine/core';
import { memo } from 'react';
import { ScrollX } from '../../../components/scroll-x';
import { Link, useLocation } from 'react-router';
import { LabelBadge } from '../call-filters';
import { DateTime } from '../../../components/date-time';
import type { Call } from '../../../contract';
import type { RuleKind } from '../../../data/rules/queries';
import { useAgentRef } from '../../../lib/agent-ref';
import { DASH, formatCallLength } from '../../../lib/format';
import { routes } from '../../../lib/routes';

const COLUMNS = ['Call', 'Started', 'Duration', 'Intent', 'Outcome', 'Sentiment', 'Labels and red flags'];

function Head({ review = false }: { review?: boolean }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {(review ? [...COLUMNS, 'Review'] : COLUMNS).map((c) => (
          <Table.Th key={c} scope="col" style={{ whiteSpace: 'nowrap' }}>
            {c}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

/**
 * One page of calls. `busy` while the next page or filter loads over the current rows. Memoised:
 * the rows render again only when they or the rule kinds change, not with every answer the page gets
 * (see docs/performance.md, row "The calls table memoized").
 */
export const CallsTable = memo(function CallsTable({
  calls,
  kinds,
  busy,
  caption = 'Calls',
}: {
  calls: Call[];
  kinds: Record<number, RuleKind> | undefined;
  busy: boolean;
  /** Names the order only where the rows are known to be in it. */
  caption?: string;
}) {
  const agent = useAgentRef();
  // The list's query string rides along, so the call page steps through this same list.
  const query = useLocation().search.replace(/^\?/, '');
  // B.4: the calls say whether they are reviewed only where the server offers reviews.
  const review = calls.some((c) => typeof c.reviewed === 'boolean');
  return (
    <ScrollX minWidth={820}>
      <Table striped highlightOnHover aria-busy={busy} style={{ opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <Table.Caption>{caption}</Table.Caption>
        <Head review={review} />
        <Table.Tbody>
          {calls.map((call) => (
            <Table.Tr key={call.id}>
              {/* "Call 1060" on one line: a narrow column that wraps it reads as two rows. */}
              <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
                <Anchor component={Link} to={routes.call(agent, call.id, query)}>
                  Call {call.id}
                </Anchor>
              </Table.Th>
              <Table.Td>
                <DateTime value={call.started_at} />
              </Table.Td>
              <Table.Td ff="monospace">{formatCallLength(call.duration_ms)}</Table.Td>
              <Table.Td>{call.call_intent?.label ?? DASH}</Table.Td>
              <Table.Td>{call.call_outcome?.label ?? DASH}</Table.Td>
              <Table.Td>{call.sentiment ?? DASH}</Table.Td>
              <Table.Td>
                {call.labels_and_redflags.length === 0 ? (
                  <Text span c="dimmed">
                    {DASH}
                  </Text>
                ) : (
                  <Group gap={4}>
                    {call.labels_and_redflags.map((l, i) => (
                      // The same id may come twice: the place keeps the key unique.
                      <LabelBadge key={`${l.id}:${i}`} label={l.label} redFlag={kinds?.[l.id] === 'red_flag'} />
                    ))}
                  </Group>
                )}
              </Table.Td>
              {review ? (
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {call.reviewed === true ? (
                    'Reviewed'
                  ) : (
                    <Text span c="dimmed" size="sm">
                      Not reviewed
                    </Text>
                  )}
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollX>
  );
});

/** The table's shape while the first page loads. */
export function CallsTableSkeleton({ rows }: { rows: number }) {
  return (
    <ScrollX minWidth={820}>
      <Table aria-busy="true" aria-label="Loading calls">
        <Head />
        <Table.Tbody>
          {Array.from({ length: rows }, (_, i) => (
            <Table.Tr key={i}>
              {COLUMNS.map((c) => (
                <Table.Td key={c}>
                  <Skeleton height={14} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollX>
  );
}
