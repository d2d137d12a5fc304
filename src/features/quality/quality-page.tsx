import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, startTransition, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrivalGate } from '../../components/arrival-gate';
import { Page } from '../../components/page';
import { NotOffered, QueryError } from '../../components/query-error';
import type { AgentRef, CallIntent } from '../../contract';
import { reviewQualityOptions } from '../../data/reviews/quality-queries';
import { useAgentRef } from '../../lib/agent-ref';
import { intentListOptions } from '../../data/intents/queries';
import { ruleListOptions } from '../../data/rules/queries';
import { isApiError } from '../../lib/api-error';
import { routes } from '../../lib/routes';
import { describeSet, namesFrom, parseShow, showParam } from './names';
import { type CallSet, arrangeQuality } from './quality';
import { ReadingProgress, useProgressStore } from './reading-progress';
import { ConfusionTable, IntentTable, LabelTable, Section } from './quality-tables';
import { ReviewExportControl } from './review-export-control';
import { PeriodControl } from './period-control';
import { ReviewsSummary } from './reviews-summary';
import { rangeFromSearch, rangeQuery, withPeriod } from './range';

const idsOf = (key: string) => (key ? key.split(',').map(Number) : []);

/** The intent editor, opened in place on an intent (given by the app: a feature never imports another). */
export type IntentEditorSlot = ComponentType<{ agent: AgentRef; intent: CallIntent; onClose: () => void }>;

/** `.../quality`: what reviews (B.4) say of the AI's intents, labels and red flags over a range. */
export function QualityPage({ IntentEditor }: { IntentEditor?: IntentEditorSlot }) {
  const agent = useAgentRef();
  const [params, setParams] = useSearchParams();
  const { range: asked, ignored } = useMemo(() => rangeFromSearch(params), [params]);
  // A period ends when the page opened or it was chosen: opening a figure's calls (`show`) moves
  // neither the range nor the figures.
  const [now, setNow] = useState(() => Date.now());
  const range = rangeQuery(asked, now);
  const progress = useProgressStore();
  const reviews = useQuery(reviewQualityOptions(agent, range, progress.set));
  const intents = useQuery(intentListOptions(agent));
  const rules = useQuery(ruleListOptions(agent));
  // By value: the lists read again (an intent's description edited here) leave the figures as they are.
  const intentKey = (intents.data ?? []).map((i) => i.id).join();
  const labelKey = (rules.data ?? []).flatMap((r) => (r.label ? [r.id] : [])).join();
  const gathered = reviews.data?.quality;
  const quality = useMemo(
    () => (gathered ? arrangeQuality(gathered, idsOf(intentKey), idsOf(labelKey)) : null),
    [gathered, intentKey, labelKey],
  );
  const names = useMemo(() => namesFrom(intents.data, rules.data), [intents.data, rules.data]);
  const [editing, setEditing] = useState<CallIntent | null>(null);

  const show = parseShow(params.get('show'));
  const href = (set: CallSet) => {
    const next = new URLSearchParams(params);
    next.set('show', showParam(set));
    return `?${next.toString()}`;
  };
  const setPeriod = (value: string) => {
    setNow(Date.now());
    setParams(withPeriod(params, value));
  };

  const tables = (data: NonNullable<typeof reviews.data>, quality: ReturnType<typeof arrangeQuality>) => {
    const { loaded, total, truncated, calls } = data;
    const shown = show ? (calls.get(showParam(show)) ?? []) : [];
    return (
      <Stack gap="lg">
        <ReviewsSummary agent={agent} loaded={loaded} total={total} truncated={truncated} />
        {loaded > 0 ? <ReviewExportControl agent={agent} query={range} total={total} /> : null}
        {show ? (
          <Section id="quality-calls" title={describeSet(show, names)}>
            {shown.length === 0 ? (
              <Text size="sm">No reviewed call matches.</Text>
            ) : (
              <Group gap="xs" wrap="wrap" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {shown.map((callId) => (
                  <li key={callId}>
                    <Anchor component={Link} to={routes.call(agent, callId)}>
                      Call {callId}
                    </Anchor>
                  </li>
                ))}
              </Group>
            )}
          </Section>
        ) : null}
        <Section id="quality-intents" title="Intents">
          <IntentTable
            quality={quality}
            names={names}
            href={href}
            intents={intents.data ?? []}
            onEdit={IntentEditor ? setEditing : null}
          />
        </Section>
        <Section id="quality-confusion" title="Confusion">
          <AfterFirst fallback={<Skeleton height={160} />}>
            <ConfusionTable quality={quality} names={names} href={href} />
          </AfterFirst>
        </Section>
        <Section id="quality-labels" title="Labels and red flags">
          <AfterFirst fallback={<Skeleton height={160} />}>
            <LabelTable quality={quality} names={names} href={href} />
          </AfterFirst>
        </Section>
      </Stack>
    );
  };

  let body;
  if (reviews.isError && isApiError(reviews.error) && reviews.error.isRouteMissing) {
    body = <NotOffered what="reviews of calls, so it has no quality figures to show" />;
  } else if (reviews.isError) {
    body = (
      <QueryError
        error={reviews.error}
        title="Could not load the reviews"
        onRetry={() => void reviews.refetch()}
        retrying={reviews.isFetching}
      />
    );
  } else {
    // The tables' first render is split, none of it in one long task: the figures' arrival shows
    // the loading state once more, the intents' table follows in a deferred render (ArrivalGate),
    // the confusion and labels' tables in a render after that (AfterFirst).
    const loading = (
      <Stack gap="xs">
        <ReadingProgress store={progress} />
        <Skeleton height={240} aria-label="Loading the reviews" />
      </Stack>
    );
    body = (
      <ArrivalGate query={{ isPending: !reviews.data || !quality, data: quality ?? undefined }} loading={loading}>
        {() => (reviews.data && quality ? tables(reviews.data, quality) : null)}
      </ArrivalGate>
    );
  }
  return (
    <Page title="Quality">
      <PeriodControl range={asked} query={range} ignored={ignored} onChange={setPeriod} />
      {body}
      {IntentEditor && editing ? (
        <IntentEditor agent={agent} intent={editing} onClose={() => setEditing(null)} />
      ) : null}
    </Page>
  );
}

/**
 * Drawn in a render of its own, after the one it first appears in: the tables below the first.
 * Not useDeferredValue: within ArrivalGate's deferred render, that would draw them in the same one.
 */
function AfterFirst({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : fallback;
}
