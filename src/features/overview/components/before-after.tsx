import { Anchor, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { AgentRef, CallFilterOptions, SettingsChange, StatsFigures } from '../../../contract';
import {
  BeforeAfterFailure,
  BeforeAfterFrame,
  BeforeAfterTable,
  figureCell,
  GroupRow,
  type Picked,
} from '../../../components/change-marks/before-after-frame';
import { callStatsOptions } from '../../../data/stats/queries';
import type { Around } from '../../../lib/change-marks';
import { formatNumber } from '../../../lib/format';
import { routes } from '../../../lib/routes';
import { breakdownRows, callsQuery, FILTER_KEY, type BreakdownKind } from '../model';
import { isoOf, type Range } from '../range';

const NO_FILTERS = { call_intent_id: [], call_outcome_id: [], sentiment: [], label_id: [] };
const KINDS: [BreakdownKind, string][] = [
  ['outcomes', 'Outcomes'],
  ['intents', 'Intents'],
  ['sentiments', 'Sentiment'],
  ['labels', 'Labels and red flags'],
];

type Props = { agent: AgentRef; tz: string; options: CallFilterOptions | undefined };

/**
 * The overview's figures for the same length of time before and after a settings change, side by
 * side (the statistics route, B.3), each count a link to the calls it counts.
 */
export function BeforeAfter({ changes, ...props }: Props & { changes: SettingsChange[] }) {
  return (
    <BeforeAfterFrame changes={changes} tz={props.tz}>
      {(picked) => <Figures {...props} {...picked} />}
    </BeforeAfterFrame>
  );
}

function Figures({ agent, tz, options, name, around }: Props & Picked) {
  const stats = (r: Range) =>
    callStatsOptions(agent, {
      ...NO_FILTERS,
      started_after: isoOf(r.from),
      started_before: isoOf(r.to),
      bucket: 'day',
      tz,
    });
  const before = useQuery(stats(around.before));
  const after = useQuery(stats(around.after));
  return (
    <>
      <BeforeAfterFailure
        queries={[before, after]}
        routeMissing="This server has no statistics route, so the figures before and after cannot be asked for."
      />
      {before.data && after.data && (
        <FiguresTable
          agent={agent}
          name={name}
          around={around}
          before={before.data.total}
          after={after.data.total}
          options={options}
        />
      )}
    </>
  );
}

/** The two periods' figures side by side: calls, then each breakdown's rows. */
function FiguresTable({
  agent,
  name,
  around,
  before,
  after,
  options,
}: {
  agent: AgentRef;
  name: string;
  around: Around;
  before: StatsFigures;
  after: StatsFigures;
  options: CallFilterOptions | undefined;
}) {
  return (
    <BeforeAfterTable name={name}>
      <Table.Tr>
        <Table.Th scope="row">Calls</Table.Th>
        <Cell agent={agent} range={around.before} n={before.calls} name="calls before" />
        <Cell agent={agent} range={around.after} n={after.calls} name="calls after" />
      </Table.Tr>
      {KINDS.map(([kind, title]) => (
        <Group
          key={kind}
          agent={agent}
          kind={kind}
          title={title}
          around={around}
          rows={breakdownRows(kind, after, before, options, undefined)}
        />
      ))}
    </BeforeAfterTable>
  );
}

function Group({
  agent,
  kind,
  title,
  around,
  rows,
}: {
  agent: AgentRef;
  kind: BreakdownKind;
  title: string;
  around: Around;
  rows: ReturnType<typeof breakdownRows>;
}) {
  if (rows.length === 0) return null;
  return (
    <>
      <GroupRow title={title} />
      {rows.map((row) => {
        const filter = row.value === null ? null : { key: FILTER_KEY[kind], values: [row.value] };
        return (
          <Table.Tr key={row.key}>
            <Table.Th scope="row" fw={400} pl="md">
              <bdi>{row.name}</bdi>
            </Table.Th>
            <Cell
              agent={agent}
              range={around.before}
              n={row.before ?? 0}
              filter={filter}
              name={`calls: ${row.name}, before`}
            />
            <Cell agent={agent} range={around.after} n={row.count} filter={filter} name={`calls: ${row.name}, after`} />
          </Table.Tr>
        );
      })}
    </>
  );
}

function Cell({
  agent,
  range,
  n,
  filter,
  name,
}: {
  agent: AgentRef;
  range: Range;
  n: number;
  /** The calls list's filter; null: calls with no outcome (intent, …), which no filter lists. */
  filter?: Parameters<typeof callsQuery>[1] | null;
  name: string;
}) {
  return (
    <Table.Td className={figureCell}>
      {filter !== null ? (
        <Anchor
          component={Link}
          to={routes.calls(agent, callsQuery(range, filter))}
          aria-label={`${formatNumber(n)} ${name}`}
        >
          {formatNumber(n)}
        </Anchor>
      ) : (
        formatNumber(n)
      )}
    </Table.Td>
  );
}
