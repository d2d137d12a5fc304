import { Anchor, NativeSelect, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { AgentRef, StatsFigures } from '../../../contract';
import { DASH, formatNumber } from '../../../lib/format';
import { routes } from '../../../lib/routes';
import { countChange, shareChange, shareOf, type Change } from '../change';
import { callsQuery } from '../model';
import type { Range } from '../range';
import classes from './overview.module.css';

const pct = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });

/** "3 h 25 min", "4 min 10 s": durations a person reads at a glance. */
export function formatSpan(ms: number | null): string {
  if (ms === null || !Number.isFinite(ms)) return DASH;
  const s = Math.round(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (h > 0) return `${formatNumber(h)} h ${m} min`;
  return m > 0 ? `${m} min ${s % 60} s` : `${s} s`;
}

function ChangeText({ change }: { change: Change }) {
  const mark = change.sign === 'up' ? '▲ ' : change.sign === 'down' ? '▼ ' : '';
  return (
    <Text size="xs" c="dimmed" component="span" display="block">
      <span aria-hidden="true">{mark}</span>
      {change.words}
    </Text>
  );
}

const countIn = (list: { id: number | null; count: number }[], id: number): number =>
  list.reduce((sum, o) => (o.id === id ? sum + o.count : sum), 0);

/** Calls, durations, the share of an outcome the person picks, the share with a red flag. */
export function HeadlineFigures({
  agent,
  range,
  period,
  now,
  before,
  redNow,
  redBefore,
  redIds,
  outcomes,
  outcomeId,
  onOutcome,
}: {
  agent: AgentRef;
  range: Range;
  period: string;
  now: StatsFigures;
  before: StatsFigures;
  redNow: StatsFigures | null;
  redBefore: StatsFigures | null;
  redIds: number[];
  outcomes: { id: number; label: string }[];
  outcomeId: number | null;
  onOutcome: (id: number) => void;
}) {
  const avgNow = now.calls ? now.duration_ms / now.calls : null;
  const avgBefore = before.calls ? before.duration_ms / before.calls : null;
  const outcome = outcomes.find((o) => o.id === outcomeId);
  const outNow = outcomeId === null ? 0 : countIn(now.outcomes, outcomeId);
  const outBefore = outcomeId === null ? 0 : countIn(before.outcomes, outcomeId);
  const shareNow = shareOf(outNow, now.calls);
  const redShare = redNow ? shareOf(redNow.calls, now.calls) : null;
  return (
    <dl className={classes.figures} aria-label="Headline figures">
      <div className={classes.figure}>
        <dt>Calls</dt>
        <dd className={classes.value}>
          <Anchor component={Link} to={routes.calls(agent, callsQuery(range))} inherit>
            {formatNumber(now.calls)}
            <VisuallyHidden> calls</VisuallyHidden>
          </Anchor>
        </dd>
        <dd>
          <ChangeText change={countChange(now.calls, before.calls, period)} />
        </dd>
      </div>
      <div className={classes.figure}>
        <dt>Total duration</dt>
        <dd className={classes.value}>{formatSpan(now.duration_ms)}</dd>
        <dd>
          <ChangeText change={countChange(now.duration_ms, before.duration_ms, period)} />
        </dd>
      </div>
      <div className={classes.figure}>
        <dt>Average duration</dt>
        <dd className={classes.value}>{formatSpan(avgNow)}</dd>
        <dd>
          <ChangeText
            change={avgNow === null || avgBefore === null ? shareChange(null, avgBefore === null ? null : 0, period) : countChange(avgNow, avgBefore, period)}
          />
        </dd>
      </div>
      <div className={classes.figure}>
        <dt>
          <NativeSelect
            size="xs"
            label="Share of calls with outcome"
            value={outcomeId === null ? '' : String(outcomeId)}
            data={outcomes.map((o) => ({ value: String(o.id), label: o.label }))}
            onChange={(e) => onOutcome(Number(e.currentTarget.value))}
          />
        </dt>
        <dd className={classes.value}>{shareNow === null ? DASH : pct.format(shareNow)}</dd>
        <dd>
          {outcome && outcomeId !== null && (
            <Text size="xs" component="span" display="block">
              <Anchor component={Link} to={routes.calls(agent, callsQuery(range, { key: 'call_outcome_id', values: [outcomeId] }))} inherit>
                {formatNumber(outNow)} {outcome.label.toLowerCase()}
              </Anchor>{' '}
              of {formatNumber(now.calls)}
            </Text>
          )}
          <ChangeText change={shareChange(shareNow, shareOf(outBefore, before.calls), period)} />
        </dd>
      </div>
      <div className={classes.figure}>
        <dt>Share with a red flag</dt>
        <dd className={classes.value}>{redNow === null ? DASH : redShare === null ? DASH : pct.format(redShare)}</dd>
        <dd>
          {redNow === null ? (
            <Text size="xs" c="dimmed" component="span" display="block">
              This server does not say which labels are red flags.
            </Text>
          ) : (
            <>
              <Text size="xs" component="span" display="block">
                <Anchor component={Link} to={routes.calls(agent, callsQuery(range, { key: 'label_id', values: redIds }))} inherit>
                  {formatNumber(redNow.calls)} with a red flag
                </Anchor>{' '}
                of {formatNumber(now.calls)}
              </Text>
              <ChangeText change={shareChange(redShare, redBefore ? shareOf(redBefore.calls, before.calls) : null, period)} />
            </>
          )}
        </dd>
      </div>
    </dl>
  );
}
