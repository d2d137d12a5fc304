import { Anchor, Button, NativeSelect, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AgentRef, StatsFigures } from '../../../contract';
import { errorMessage } from '../../../lib/api-error';
import { DASH, countOf, formatNumber } from '../../../lib/format';
import { routes } from '../../../lib/routes';
import { countChange, percent, shareChange, shareOf, type Change } from '../change';
import { callsQuery } from '../model';
import type { Range } from '../range';
import type { RedFlags } from '../overview-state';
import classes from './overview.module.css';

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
  redFlags,
  outcomes,
  outcomeId,
  onOutcome,
}: {
  agent: AgentRef;
  range: Range;
  period: string;
  now: StatsFigures;
  /** Null where the previous period's figures did not come: no change is said. */
  before: StatsFigures | null;
  redNow: StatsFigures | null;
  redBefore: StatsFigures | null;
  redIds: number[];
  redFlags: RedFlags;
  outcomes: { id: number; label: string }[];
  outcomeId: number | null;
  onOutcome: (id: number) => void;
}) {
  const avgNow = now.calls ? now.duration_ms / now.calls : null;
  const avgBefore = before?.calls ? before.duration_ms / before.calls : null;
  // An agent without red-flag rules has no call with a red flag.
  const redShare = redNow
    ? shareOf(redNow.calls, now.calls)
    : redFlags.kind === 'no-rules'
      ? shareOf(0, now.calls)
      : null;
  const redBeforeShare = redBefore && before ? shareOf(redBefore.calls, before.calls) : null;
  return (
    <dl className={classes.figures} aria-label="Headline figures">
      <Figure
        term="Calls"
        value={
          <Anchor
            component={Link}
            to={routes.calls(agent, callsQuery(range))}
            inherit
            aria-label={countOf(now.calls, 'call', 'calls')}
          >
            {formatNumber(now.calls)}
          </Anchor>
        }
        change={before ? countChange(now.calls, before.calls, period) : undefined}
      />
      <Figure
        term="Total duration"
        value={formatSpan(now.duration_ms)}
        change={before ? countChange(now.duration_ms, before.duration_ms, period) : undefined}
      />
      <Figure
        term="Average duration"
        value={formatSpan(avgNow)}
        change={
          !before
            ? undefined
            : avgNow === null || avgBefore === null
              ? shareChange(null, avgBefore === null ? null : 0, period)
              : countChange(avgNow, avgBefore, period)
        }
      />
      <OutcomeShareFigure {...{ agent, range, period, now, before, outcomes, outcomeId, onOutcome }} />
      <Figure
        term="Share with a red flag"
        value={redShare === null ? DASH : percent.format(redShare)}
        detail={<RedFlagDetail agent={agent} range={range} redIds={redIds} redNow={redNow} redFlags={redFlags} />}
        of={redNow ? now.calls : undefined}
        change={redNow && before ? shareChange(redShare, redBeforeShare, period) : undefined}
      />
    </dl>
  );
}

type OutcomeShareProps = {
  agent: AgentRef;
  range: Range;
  period: string;
  now: StatsFigures;
  before: StatsFigures | null;
  outcomes: { id: number; label: string }[];
  outcomeId: number | null;
  onOutcome: (id: number) => void;
};

/** The share of calls with the outcome the person picks, linked to those calls. */
function OutcomeShareFigure(props: OutcomeShareProps) {
  const { agent, range, period, now, before, outcomes, outcomeId, onOutcome } = props;
  const outcome = outcomes.find((o) => o.id === outcomeId);
  const outNow = outcomeId === null ? 0 : countIn(now.outcomes, outcomeId);
  const outBefore = outcomeId === null || !before ? 0 : countIn(before.outcomes, outcomeId);
  const shareNow = shareOf(outNow, now.calls);
  return (
    <Figure
      term={
        <NativeSelect
          size="xs"
          label="Share of calls with outcome"
          value={outcomeId === null ? '' : String(outcomeId)}
          data={outcomes.map((o) => ({ value: String(o.id), label: o.label }))}
          onChange={(e) => onOutcome(Number(e.currentTarget.value))}
        />
      }
      value={shareNow === null ? DASH : percent.format(shareNow)}
      detail={
        outcome &&
        outcomeId !== null && (
          <Anchor
            component={Link}
            to={routes.calls(agent, callsQuery(range, { key: 'call_outcome_id', values: [outcomeId] }))}
            inherit
          >
            {formatNumber(outNow)} {outcome.label.toLowerCase()}
          </Anchor>
        )
      }
      of={now.calls}
      change={before ? shareChange(shareNow, shareOf(outBefore, before.calls), period) : undefined}
    />
  );
}

/** What the red-flag share counts, or why it counts nothing. */
function RedFlagDetail({
  agent,
  range,
  redIds,
  redNow,
  redFlags,
}: {
  agent: AgentRef;
  range: Range;
  redIds: number[];
  redNow: StatsFigures | null;
  redFlags: RedFlags;
}) {
  if (redNow) {
    return (
      <Anchor component={Link} to={routes.calls(agent, callsQuery(range, { key: 'label_id', values: redIds }))} inherit>
        {formatNumber(redNow.calls)} with a red flag
      </Anchor>
    );
  }
  if (redFlags.kind === 'no-rules') return 'This agent has no red-flag rules.';
  if (redFlags.kind !== 'failed') return 'This server does not say which labels are red flags.';
  return (
    <span style={{ overflowWrap: 'anywhere' }}>
      Could not load the red-flag figures: <bdi dir="auto">{errorMessage(redFlags.error)}</bdi>{' '}
      <Button size="compact-xs" variant="default" onClick={redFlags.retry}>
        Try again
      </Button>
    </span>
  );
}

/** One headline figure: what it is, its value, what it counts, its change. */
function Figure({
  term,
  value,
  detail,
  of,
  change,
}: {
  term: ReactNode;
  value: ReactNode;
  detail?: ReactNode;
  of?: number;
  change?: Change;
}) {
  return (
    <div className={classes.figure}>
      <dt>{term}</dt>
      <dd className={classes.value}>{value}</dd>
      <dd>
        {detail && (
          <Text size="xs" component="span" display="block">
            {detail}
            {of !== undefined && ` of ${formatNumber(of)}`}
          </Text>
        )}
        {change && <ChangeText change={change} />}
      </dd>
    </div>
  );
}
