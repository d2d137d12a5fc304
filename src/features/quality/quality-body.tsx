import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ArrivalGate } from '../../components/arrival-gate';
import { NotOffered, QueryError } from '../../components/query-error';
import type { AgentRef, CallIntent } from '../../contract';
import { isApiError } from '../../lib/api-error';
import { routes } from '../../lib/routes';
import { AgreementSection } from './agreement-section';
import { describeSet, showParam } from './names';
import type { Quality } from './quality';
import { ConfusionTable, IntentTable, LabelTable, Section } from './quality-tables';
import { ReadingProgress } from './reading-progress';
import { ReviewExportControl } from './review-export-control';
import { ReviewsSummary } from './reviews-summary';
import type { QualityView } from './use-quality-view';

type Props = { agent: AgentRef; view: QualityView; onEdit: ((intent: CallIntent) => void) | null };

/** The figures, or why there are none: the service offers no reviews, or they failed to load. */
export function QualityBody({ agent, view, onEdit }: Props) {
  const { reviews, quality, progress } = view;
  if (reviews.isError && isApiError(reviews.error) && reviews.error.isRouteMissing) {
    return <NotOffered what="reviews of calls, so it has no quality figures to show" />;
  }
  if (reviews.isError) {
    return (
      <QueryError
        error={reviews.error}
        title="Could not load the reviews"
        onRetry={() => void reviews.refetch()}
        retrying={reviews.isFetching}
      />
    );
  }
  // The figures' arrival shows the loading state once more; the tables follow in a deferred render
  // (ArrivalGate). The confusion and labels' tables are not drawn in a render of their own after it:
  // that gains nothing (see docs/performance.md, "Tried and not kept").
  const loading = (
    <Stack gap="xs">
      <ReadingProgress store={progress} />
      <Skeleton height={240} aria-label="Loading the reviews" />
    </Stack>
  );
  return (
    <ArrivalGate query={{ isPending: !reviews.data || !quality, data: quality ?? undefined }} loading={loading}>
      {() => (quality ? <QualityFigures agent={agent} view={view} quality={quality} onEdit={onEdit} /> : null)}
    </ArrivalGate>
  );
}

function QualityFigures({ agent, view, quality, onEdit }: Props & { quality: Quality }) {
  const { reviews, names, href, range } = view;
  const { loaded = 0, total = null, truncated = false, disagreeing = [] } = reviews.data ?? {};
  return (
    <Stack gap="lg">
      <ReviewsSummary agent={agent} loaded={loaded} total={total} truncated={truncated} disagreeing={disagreeing} />
      {loaded > 0 ? <ReviewExportControl agent={agent} query={range} total={total} /> : null}
      <ShownCalls agent={agent} view={view} />
      <Section id="quality-intents" title="Intents">
        <IntentTable quality={quality} names={names} href={href} intents={view.intents.data ?? []} onEdit={onEdit} />
      </Section>
      <Section id="quality-confusion" title="Confusion">
        <ConfusionTable quality={quality} names={names} href={href} />
      </Section>
      <Section id="quality-labels" title="Labels and red flags">
        <LabelTable quality={quality} names={names} href={href} />
      </Section>
      {reviews.data ? <AgreementSection agent={agent} agreement={reviews.data.agreement} href={href} /> : null}
    </Stack>
  );
}

/** The calls a figure counts, once a person opened them (`show` in the address). */
function ShownCalls({ agent, view }: { agent: AgentRef; view: QualityView }) {
  const { show, names } = view;
  if (!show) return null;
  const data = view.reviews.data;
  const pair = show.kind === 'pair' ? data?.agreement.pairs.find((p) => p.a.id === show.a && p.b.id === show.b) : null;
  const shown = (show.kind === 'pair' ? pair?.calls : data?.calls.get(showParam(show))) ?? [];
  const title =
    show.kind !== 'pair' ? (
      describeSet(show, names)
    ) : pair ? (
      <>
        Calls both <bdi>{pair.a.name}</bdi> and <bdi>{pair.b.name}</bdi> reviewed
      </>
    ) : (
      'Calls two reviewers both reviewed'
    );
  return (
    <Section id="quality-calls" title={title}>
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
  );
}
