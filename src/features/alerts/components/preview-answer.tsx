import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { memo, useId } from 'react';
import { Link } from 'react-router';
import type { AgentRef, AlertPreview, ConditionNode } from '../../../contract';
import type { PreviewPeriod, PreviewRange } from '../../../data/alert-preview/queries';
import { countOf, formatDateTime, formatNumber } from '../../../lib/format';
import { routes } from '../../../lib/routes';
import type { CatalogueSource } from '../model/catalogue';
import { itemName } from '../model/validate';
import { PerConditionCounts } from './per-condition-counts';
import { PreviewChart } from './preview-chart';
import chart from './preview-chart.module.css';

type Props = {
  agent: AgentRef;
  answer: { result: AlertPreview; range: PreviewRange };
  parts: readonly ConditionNode[];
  period: PreviewPeriod;
  sources: readonly CatalogueSource[];
  /** The answer is not (or not yet) for the tree on screen. */
  stale: boolean;
};

/*
 * The figures and the counts are memoized: a key typed in the tree only dims them (`stale`), and
 * they keep their props until the next answer.
 */
const Counts = memo(PerConditionCounts);

/**
 * An answer's figures (matched, the chart, the matched calls) and each top-level condition's
 * count, dimmed as one while they are not for the tree on screen: while typing, the last answer
 * and its counts stay as they were drawn.
 */
export function PreviewAnswer({ agent, answer, parts, period, sources, stale }: Props) {
  return (
    <Stack gap="sm" aria-busy={stale} data-stale={stale} className={chart.dimmable}>
      <Figures agent={agent} result={answer.result} range={answer.range} sources={sources} />
      <Counts agent={agent} parts={parts} period={period} sources={sources} />
    </Stack>
  );
}

type FiguresProps = { agent: AgentRef; result: AlertPreview; range: PreviewRange; sources: readonly CatalogueSource[] };

const Figures = memo(function Figures({ agent, result, range, sources }: FiguresProps) {
  const listId = useId();
  const from = formatDateTime(range.started_after)?.local;
  const to = formatDateTime(range.started_before)?.local;
  const callsLink = routes.calls(agent, new URLSearchParams(range).toString());
  return (
    <Stack gap="sm">
      <div>
        <Text size="lg" fw={700} data-testid="preview-summary">
          <Anchor href={`#${listId}`} inherit underline="always">
            {formatNumber(result.matched)}
          </Anchor>{' '}
          of{' '}
          <Anchor component={Link} to={callsLink} inherit underline="always">
            {countOf(result.calls_evaluated, 'call', 'calls')}
          </Anchor>{' '}
          matched
        </Text>
        <Text size="xs" c="dimmed">
          Calls that started from {from} to {to}, as the service evaluated them.
        </Text>
      </div>
      {result.not_evaluated.length > 0 ? (
        <Alert color="gray" variant="light" title="Not evaluated" data-testid="not-evaluated">
          <Text size="sm">
            The service could not judge these conditions over this period; they count as not holding:
          </Text>
          <List size="sm" spacing={2} mt={4}>
            {result.not_evaluated.map((n, i) => (
              <List.Item key={i}>
                <bdi>{itemName(sources, n)}</bdi>: {n.reason ?? 'no reason given'}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <PreviewChart days={result.by_day} />
      <MatchedCalls id={listId} agent={agent} result={result} />
    </Stack>
  );
});

function MatchedCalls({ id, agent, result }: { id: string; agent: AgentRef; result: AlertPreview }) {
  const ids = result.matched_call_ids;
  return (
    <section aria-labelledby={id}>
      <Text component="h3" size="sm" fw={600} id={id} tabIndex={-1}>
        Matched calls
      </Text>
      {ids.length === 0 ? (
        <Text size="sm" c="dimmed">
          No call in this period matched.
        </Text>
      ) : (
        <>
          <Text size="xs" c="dimmed">
            {result.matched > ids.length
              ? `The newest ${formatNumber(ids.length)} of ${formatNumber(result.matched)}, newest first.`
              : 'Newest first.'}
          </Text>
          {/*
           * Router links without Mantine's Anchor around each (up to a hundred), which shortens
           * the task that draws the answer's arrival in a wide tree (see docs/performance.md, row
           * "Matched calls as router links"). `.callLink` gives them the anchor's colour and size.
           */}
          <ul aria-label="Matched calls" className={chart.matchedList}>
            {ids.map((callId) => (
              <li key={callId}>
                <Link to={routes.call(agent, callId)} className={chart.callLink}>
                  Call {callId}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
