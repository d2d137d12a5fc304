import { Anchor, Table, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { AgentRef, StatsBucketSize } from '../../../contract';
import { ScrollX } from '../../../components/scroll-x';
import { countOf, formatNumber } from '../../../lib/format';
import { routes } from '../../../lib/routes';
import { callsQuery } from '../model';
import type { Range } from '../range';
import { bucketLabel } from '../bucket-label';
import classes from './overview.module.css';

export type BucketRow = { range: Range; calls: number; byOutcome: (number | null)[] };

type Change = { title: string; what: string; to: string };

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
  outcomes: Outcome[];
  /** Settings changes by bucket index, each a link to them; null: the server keeps no history (no column). */
  changes?: ReadonlyMap<number, Change> | null;
}) {
  return (
    <div id="buckets-table">
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
            {rows.map((row, index) => (
              <BucketLine
                key={row.range.from}
                agent={agent}
                row={row}
                name={bucketLabel(row.range.from, bucket, tz)}
                outcomes={outcomes}
                withChanges={!!changes}
                mark={changes?.get(index)}
              />
            ))}
          </Table.Tbody>
        </Table>
      </ScrollX>
    </div>
  );
}

type Outcome = { id: string | null; name: string };

type LineProps = {
  agent: AgentRef;
  row: BucketRow;
  /** The bucket's name, as its row header says it. */
  name: string;
  outcomes: Outcome[];
  withChanges: boolean;
  mark: Change | undefined;
};

/** One bucket: its calls, its calls by outcome and the settings changed in it, each a link. */
function BucketLine({ agent, row, name, outcomes, withChanges, mark }: LineProps) {
  return (
    <Table.Tr>
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
      {outcomes.map((o, i) => (
        <OutcomeCell
          key={o.id ?? 'none'}
          agent={agent}
          range={row.range}
          outcome={o}
          n={row.byOutcome[i] ?? 0}
          bucket={name}
        />
      ))}
      {withChanges && (
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
}

type CellProps = { agent: AgentRef; range: Range; outcome: Outcome; n: number; bucket: string };

/** A bucket's calls of one outcome; a link to them unless there are none or the list cannot filter for them. */
function OutcomeCell({ agent, range, outcome, n, bucket }: CellProps) {
  return (
    <Table.Td className={classes.num}>
      {outcome.id === null || n === 0 ? (
        formatNumber(n)
      ) : (
        <Anchor
          component={Link}
          to={routes.calls(agent, callsQuery(range, { key: 'call_outcome_id', values: [outcome.id] }))}
        >
          {formatNumber(n)}
          <VisuallyHidden>
            {' '}
            {outcome.name} on {bucket}
          </VisuallyHidden>
        </Anchor>
      )}
    </Table.Td>
  );
}
