import { Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { AgentRef } from '../../../contract';
import { ScrollX } from '../../../components/scroll-x';
import { DASH, countOf, formatNumber } from '../../../lib/format';
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
  const shown = rows.filter((r) => r.count > 0 || (r.before ?? 0) > 0);
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
          {/* Plain elements rather than Mantine's Table, Anchor and Text: four of these tables draw
              as the overview's figures arrive, and the components' style work per cell was most
              of that render. */}
          <table aria-labelledby={id} className={classes.table}>
            <thead>
              <tr>
                <th>
                  {kind === 'sentiments'
                    ? 'Sentiment'
                    : kind === 'labels'
                      ? 'Label or red flag'
                      : kind === 'intents'
                        ? 'Intent'
                        : 'Outcome'}
                </th>
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
                <tr key={row.key}>
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
              ))}
            </tbody>
          </table>
        </ScrollX>
      )}
    </section>
  );
}
