import { Anchor, Table, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { AgentRef, StatsBucketSize } from '../../../contract';
import { ScrollX } from '../../../components/scroll-x';
import { countOf, formatNumber } from '../../../lib/format';
import { routes } from '../../../lib/routes';
import { callsQuery } from '../model';
import type { Range } from '../range';
import { bucketLabel } from './bucket-label';
import classes from './overview.module.css';

export type BucketRow = { range: Range; calls: number; byOutcome: (number | null)[] };

/** The time chart's figures as a table, named as the chart; every count opens its calls. */
export function BucketsTable({
  agent,
  title,
  bucket,
  tz,
  rows,
  outcomes,
  changes = null,
}: {
  agent: AgentRef;
  title: string;
  bucket: StatsBucketSize;
  tz: string;
  rows: BucketRow[];
  /** The chart's series: an outcome's id (null: calls with none) and name. */
  outcomes: { id: string | null; name: string }[];
  /** Settings changes by bucket index, each a link to them; null: the server keeps no history (no column). */
  changes?: ReadonlyMap<number, { title: string; what: string; to: string }> | null;
}) {
  return (
    <div id="buckets-table">
      {
        <ScrollX minWidth={360 + outcomes.length * 90 + (changes ? 220 : 0)}>
          <Table aria-label={title} verticalSpacing={2} mt="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{bucket === 'hour' ? 'Hour' : bucket === 'week' ? 'Week' : 'Day'}</Table.Th>
                <Table.Th className={classes.num}>Calls</Table.Th>
                {outcomes.map((o) => (
                  <Table.Th key={o.id ?? 'none'} className={classes.num}>
                    <bdi>{o.name}</bdi>
                  </Table.Th>
                ))}
                {changes && <Table.Th>Settings changes</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => {
                const mark = changes?.get(index);
                const name = bucketLabel(row.range.from, bucket, tz);
                return (
                  <Table.Tr key={row.range.from}>
                    <Table.Th scope="row" fw={400}>
                      {name}
                    </Table.Th>
                    <Table.Td className={classes.num}>
                      <Anchor
                        component={Link}
                        to={routes.calls(agent, callsQuery(row.range))}
                        aria-label={`${countOf(row.calls, 'call', 'calls')} on ${name}`}
                      >
                        {formatNumber(row.calls)}
                      </Anchor>
                    </Table.Td>
                    {outcomes.map((o, i) => {
                      const n = row.byOutcome[i] ?? 0;
                      return (
                        <Table.Td key={o.id ?? 'none'} className={classes.num}>
                          {o.id === null || n === 0 ? (
                            formatNumber(n)
                          ) : (
                            <Anchor
                              component={Link}
                              to={routes.calls(
                                agent,
                                callsQuery(row.range, { key: 'call_outcome_id', values: [o.id] }),
                              )}
                            >
                              {formatNumber(n)}
                              <VisuallyHidden>
                                {' '}
                                {o.name} on {name}
                              </VisuallyHidden>
                            </Anchor>
                          )}
                        </Table.Td>
                      );
                    })}
                    {changes && (
                      <Table.Td>
                        {mark && (
                          <Anchor component={Link} to={mark.to} size="sm">
                            {mark.title}: <bdi>{mark.what}</bdi>
                          </Anchor>
                        )}
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollX>
      }
    </div>
  );
}
