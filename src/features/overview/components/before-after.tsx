import { Anchor, NativeSelect, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AgentRef, CallFilterOptions, SettingsChange, StatsFigures } from '../../../contract';
import { QueryError } from '../../../components/query-error';
import { ScrollX } from '../../../components/scroll-x';
import { callStatsOptions } from '../../../data/stats/queries';
import { isApiError } from '../../../lib/api-error';
import { formatNumber } from '../../../lib/format';
import { routes } from '../../../lib/routes';
import { whatChanged } from '../../../lib/settings-change-name';
import { aroundChange } from '../change-marks';
import { breakdownRows, callsQuery, FILTER_KEY, type BreakdownKind } from '../model';
import { isoOf, type Range } from '../range';
import { cachedDateFormat } from './bucket-label';
import classes from './overview.module.css';

const NO_FILTERS = { call_intent_id: [], call_outcome_id: [], sentiment: [], label_id: [] };
const KINDS: [BreakdownKind, string][] = [
  ['outcomes', 'Outcomes'],
  ['intents', 'Intents'],
  ['sentiments', 'Sentiment'],
  ['labels', 'Labels and red flags'],
];

const when = (ms: number, tz: string) =>
  cachedDateFormat('en-GB', {
    timeZone: tz,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(ms);

/**
 * The overview's figures for the same length of time before and after a settings change, side by
 * side (the statistics route, B.3), each count a link to the calls it counts.
 */
export function BeforeAfter({
  agent,
  changes,
  tz,
  options,
}: {
  agent: AgentRef;
  /** The changes of one mark, oldest first: the person picks one. */
  changes: SettingsChange[];
  tz: string;
  options: CallFilterOptions | undefined;
}) {
  const [picked, setPicked] = useState(0);
  const [now] = useState(() => Date.now());
  const change = changes[picked] ?? changes[0];
  const around = change ? aroundChange(Date.parse(change.at ?? ''), now) : null;
  const stats = (r: Range | undefined) => ({
    ...callStatsOptions(agent, {
      ...NO_FILTERS,
      started_after: isoOf(r?.from ?? 0),
      started_before: isoOf(r?.to ?? 0),
      bucket: 'day',
      tz,
    }),
    enabled: r !== undefined,
  });
  const before = useQuery(stats(around?.before));
  const after = useQuery(stats(around?.after));
  if (!change) return null;
  const name = whatChanged(change);
  const failed = [before, after].find((q) => q.isError);
  return (
    <section aria-labelledby="before-after-title" className={classes.beforeAfter}>
      <Title order={3} size="h5" id="before-after-title">
        Before and after: <bdi>{name}</bdi>
      </Title>
      {changes.length > 1 && (
        <NativeSelect
          label="Change"
          size="xs"
          maw={420}
          value={String(picked)}
          onChange={(e) => setPicked(Number(e.currentTarget.value))}
          data={changes.map((c, i) => ({
            value: String(i),
            label: `${whatChanged(c)}, ${when(Date.parse(c.at ?? ''), tz)}`,
          }))}
        />
      )}
      {!around ? (
        <Text size="sm">The change is too recent to compare: no time after it has passed.</Text>
      ) : (
        <Text size="sm" c="dimmed">
          {around.label} before the change ({when(around.before.from, tz)} to {when(around.before.to, tz)}) and after it
          (to {when(around.after.to, tz)}), times in {tz}.
        </Text>
      )}
      {failed && isApiError(failed.error) && failed.error.isRouteMissing ? (
        <Text size="sm">This server has no statistics route, so the figures before and after cannot be asked for.</Text>
      ) : (
        failed && (
          <QueryError
            title="Could not load the figures before and after"
            error={failed.error}
            onRetry={() => void failed.refetch()}
          />
        )
      )}
      {around && before.data && after.data && (
        <FiguresTable
          agent={agent}
          name={name}
          around={around}
          before={before.data.total}
          after={after.data.total}
          options={options}
        />
      )}
    </section>
  );
}

type Around = { before: Range; after: Range };

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
    <ScrollX minWidth={320}>
      <Table aria-label={`Before and after: ${name}`} verticalSpacing={2} mt="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Figure</Table.Th>
            <Table.Th className={classes.num}>Before</Table.Th>
            <Table.Th className={classes.num}>After</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
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
        </Table.Tbody>
      </Table>
    </ScrollX>
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
      <Table.Tr>
        <Table.Th colSpan={3} scope="colgroup">
          {title}
        </Table.Th>
      </Table.Tr>
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
    <Table.Td className={classes.num}>
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
