import { Anchor, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { AgentRef } from '../../../contract';
import { ScrollX } from '../../../components/scroll-x';
import { formatNumber } from '../../../lib/format';
import { routes } from '../../../lib/routes';
import { countChange, percent } from '../change';
import { callsQuery, FILTER_KEY, type BreakdownKind, type BreakdownRow } from '../model';
import type { Range } from '../range';
import classes from './overview.module.css';


/** A breakdown as a table with proportional bars; every count opens the calls it counts. */
export function BreakdownTable({
  agent,
  title,
  kind,
  rows,
  total,
  range,
  period,
}: {
  agent: AgentRef;
  title: string;
  kind: BreakdownKind;
  rows: BreakdownRow[];
  total: number;
  range: Range;
  period: string;
}) {
  const id = `breakdown-${kind}`;
  const max = Math.max(1, ...rows.map((r) => r.count));
  const shown = rows.filter((r) => r.count > 0 || r.before > 0);
  const top = shown[0];
  return (
    <section aria-labelledby={id} className={classes.breakdown}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {!top?.count
          ? 'No calls in this range.'
          : `${kind === 'labels' ? 'Most often' : 'Most calls'}: ${top.name}, ${formatNumber(top.count)} of ${formatNumber(total)} calls (${percent.format(top.count / total)}).`}
      </Text>
      {shown.length > 0 && (
        <ScrollX minWidth={440}>
        <Table aria-labelledby={id} striped={false} verticalSpacing={4} layout="auto">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{kind === 'sentiments' ? 'Sentiment' : kind === 'labels' ? 'Label or red flag' : kind === 'intents' ? 'Intent' : 'Outcome'}</Table.Th>
              <Table.Th className={classes.num}>Calls</Table.Th>
              <Table.Th className={classes.num}>Share</Table.Th>
              <Table.Th style={{ width: '30%' }}>
                <VisuallyHidden>Bar</VisuallyHidden>
              </Table.Th>
              <Table.Th>Change</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Th scope="row" fw={400} style={{ overflowWrap: 'anywhere' }}>
                  {row.redFlag && <span aria-hidden="true">⚑ </span>}
                  <bdi dir="auto">{row.name}</bdi>
                  {row.redFlag && <VisuallyHidden> (red flag)</VisuallyHidden>}
                </Table.Th>
                <Table.Td className={classes.num}>
                  {row.value === null ? (
                    <span title="The calls list cannot filter for calls without one">{formatNumber(row.count)}</span>
                  ) : (
                    <Anchor component={Link} to={routes.calls(agent, callsQuery(range, { key: FILTER_KEY[kind], values: [row.value] }))} aria-label={`${formatNumber(row.count)} calls: ${row.name}`}>
                      {formatNumber(row.count)}
                    </Anchor>
                  )}
                </Table.Td>
                <Table.Td className={classes.num}>{percent.format(row.count / Math.max(1, total))}</Table.Td>
                <Table.Td aria-hidden="true">
                  <span className={classes.barTrack}>
                    <span className={`${classes.bar} ${row.redFlag ? classes.barRed : ''}`} style={{ width: `${(row.count / max) * 100}%` }} />
                  </span>
                </Table.Td>
                <Table.Td>
                  <Text size="xs">{countChange(row.count, row.before, period).words}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        </ScrollX>
      )}
    </section>
  );
}
