import { lazy, memo, Suspense, useState } from 'react';
import { QueryError } from '../../components/query-error';
import type { AgentRef, CallFilterOptions } from '../../contract';
import type { RuleKind } from '../../data/rules/queries';
import { BreakdownTable } from './components/breakdown-table';
import { HeadlineFigures } from './components/headline-figures';
import classes from './components/overview.module.css';
import { FiguresProblems } from './figures-problems';
import { breakdownRows } from './model';
import { OverviewChart } from './overview-chart';
import type { OverviewView } from './overview-state';

// Only figures computed from the calls list (a server without statistics) need a note.
const SourceNote = lazy(() => import('./components/source-note').then((m) => ({ default: m.SourceNote })));

const BREAKDOWNS = [
  ['Outcomes', 'outcomes'],
  ['Intents', 'intents'],
  ['Sentiment', 'sentiments'],
  ['Labels and red flags', 'labels'],
] as const;

type Props = {
  agent: AgentRef;
  view: OverviewView;
  tz: string;
  options: CallFilterOptions | undefined;
  kinds: Record<number, RuleKind> | undefined;
};

/**
 * The figures of one view: headline, chart and breakdowns. Memoized, and given a view that keeps
 * its identity until new figures come, so nothing else on the page (Live, the range control)
 * draws it again (see docs/performance.md, row "The overview's figures memoized").
 */
export const OverviewBody = memo(function OverviewBody({ agent, view, tz, options, kinds }: Props) {
  const { figures, source, range, period, bucket } = view;
  const outcomes = options?.call_outcomes ?? [];
  const [picked, setPicked] = useState<number | null>(null);
  const outcomeId = picked ?? outcomes.find((o) => o.label === 'Escalated')?.id ?? outcomes[0]?.id ?? null;
  const redIds = (options?.labels_and_redflags ?? []).map((l) => l.id).filter((id) => kinds?.[id] === 'red_flag');

  return (
    <>
      {source.kind === 'computed' && (
        <Suspense fallback={null}>
          <SourceNote source={source} />
        </Suspense>
      )}
      <FiguresProblems
        now={figures.current}
        nowRange={view.periods.current}
        before={figures.previous}
        beforeRange={view.periods.previous}
        bucket={bucket}
        period={period}
        tz={tz}
      />
      {figures.previousMissing && (
        <QueryError
          title="Could not load the previous period’s figures"
          error={figures.previousMissing.error}
          onRetry={figures.previousMissing.retry}
        />
      )}
      <HeadlineFigures
        agent={agent}
        range={range}
        period={period}
        now={figures.current.total}
        before={figures.previous?.total ?? null}
        redNow={figures.redCurrent?.total ?? null}
        redBefore={figures.redPrevious?.total ?? null}
        redIds={redIds}
        redFlags={figures.redFlags}
        outcomes={outcomes}
        outcomeId={outcomeId}
        onOutcome={setPicked}
      />
      <OverviewChart agent={agent} current={figures.current} range={range} bucket={bucket} tz={tz} options={options} />
      <div className={classes.breakdowns}>
        {BREAKDOWNS.map(([title, kind]) => (
          <BreakdownTable
            key={kind}
            agent={agent}
            title={title}
            kind={kind}
            rows={breakdownRows(kind, figures.current.total, figures.previous?.total ?? null, options, kinds)}
            total={figures.current.total.calls}
            range={range}
            period={period}
          />
        ))}
      </div>
    </>
  );
});
