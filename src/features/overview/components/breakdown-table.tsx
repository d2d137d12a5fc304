import { Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { AgentRef } from '../../../contract';
import { ScrollX } from '../../../components/scroll-x';
import { DASH, countOf, formatNumber } from '../../../lib/format';
import { routes } from '../../../lib/routes';
import { countChange, percent } from '../change';
import { breakdownSummary } from '../breakdown-summary';
import { callsQuery, FILTER_KEY, type BreakdownKind, type BreakdownRow } from '../model';
import type { Range } from '../range';
import classes from './overview.module.css';

type Props = {
  agent: AgentRef;
  title: string;
  kind: BreakdownKind;
  rows: BreakdownRow[];
  total: number;
  range: Range;
  period: string;
};

const FIRST_COLUMN: Record<BreakdownKind, string> = {
  sentiments: 'Sentiment',
  labels: 'Label or red flag',
  intents: 'Intent',
  outcomes: 'Outcome',
};

/** A breakdown as a table with proportional bars; every count opens the calls it counts. */
export function BreakdownTable({ agent, title, kind, rows, total, range, period }: Props) {
  const id = `breakdown-${kind}`;
  const max = Math.max(1, ...rows.map((r) => r.count));
  const shown = rows.filter((r) => r.count > 0 || (r.before ?? 0) > 0);
  return (
    <section aria-labelledby={id} className={classes.breakdown}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {breakdownSummary(kind, rows, total)}
      </Text>
      {shown.length > 0 && (
        <ScrollX minWidth={440}>
          {/* Plain elements rather than Mantine's Table, Anchor and Text: four of these tables draw
              as the overview's figures arrive, and the components' style work per cell was most
              of that render. */}
          <table aria-labelledby={id} className={classes.table}>
            <thead>
              <tr>
                <th>{FIRST_COLUMN[kind]}</th>
                <th className={classes.num}>Calls</th>
                <th className={classes.num}>Share</th>
                <th style={{ width: '30%' }}>
                  <span className={classes.hidden}>Bar</span>
                </th>
                <th>Change</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <BreakdownLine
                  key={row.key}
                  agent={agent}
                  kind={kind}
                  row={row}
                  total={total}
                  max={max}
                  range={range}
                  period={period}
                />
              ))}
            </tbody>
          </table>
        </ScrollX>
      )}
    </section>
  );
}

type LineProps = Omit<Props, 'title' | 'rows'> & { row: BreakdownRow; max: number };

/** One row: its name, its count (a link to those calls), share, bar and change. */
function BreakdownLine({ agent, kind, row, total, max, range, period }: LineProps) {
  return (
    <tr>
      <th scope="row">
        {row.redFlag && <span aria-hidden="true">⚑ </span>}
        <bdi dir="auto">{row.name}</bdi>
        {row.redFlag && <span className={classes.hidden}> (red flag)</span>}
      </th>
      <td className={classes.num}>
        {row.value === null ? (
          <span title="The calls list cannot filter for calls without one">{formatNumber(row.count)}</span>
        ) : (
          <Link
            className={`${classes.link} mantine-focus-auto`}
            to={routes.calls(agent, callsQuery(range, { key: FILTER_KEY[kind], values: [row.value] }))}
            aria-label={`${countOf(row.count, 'call', 'calls')}: ${row.name}`}
          >
            {formatNumber(row.count)}
          </Link>
        )}
      </td>
      <td className={classes.num}>{percent.format(row.count / Math.max(1, total))}</td>
      <td aria-hidden="true">
        <span className={classes.barTrack}>
          <span
            className={`${classes.bar} ${row.redFlag ? classes.barRed : ''}`}
            style={{ width: `${(row.count / max) * 100}%` }}
          />
        </span>
      </td>
      <td className={classes.change}>
        {row.before === null ? DASH : countChange(row.count, row.before, period).words}
      </td>
    </tr>
  );
}
