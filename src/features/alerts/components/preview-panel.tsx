import {
  Alert,
  Group,
  List,
  Loader,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { memo, useDeferredValue, useId } from 'react';
import type { AgentRef, AlertPreview } from '../../../contract';
import { NotOffered, QueryError } from '../../../components/query-error';
import { PREVIEW_PERIODS, type PreviewPeriod } from '../../../data/alert-preview/queries';
import { countOf, formatNumber } from '../../../lib/format';
import type { CatalogueSource } from '../model/catalogue';
import type { AlertPreviewPanel } from '../use-alert-preview';
import { PreviewAnswer } from './preview-answer';
import layers from './condition-tree.module.css';

type Props = { agent: AgentRef; preview: AlertPreviewPanel; sources: readonly CatalogueSource[] };

const isPeriod = (v: string): v is PreviewPeriod => PREVIEW_PERIODS.some((p) => p.key === v);

/**
 * Region "Preview" of the builder: what the tree on screen would have matched over the
 * chosen period, ending now (service interface B.6).
 * Memoized, with `preview` the same object while what it shows holds (use-alert-preview.ts): the
 * first key typed after an answer dims the figures; the next keys draw none of the panel (see
 * docs/performance.md, row "The preview panel memoized").
 */
export const PreviewPanel = memo(function PreviewPanel({ agent, preview, sources }: Props) {
  const headingId = useId();
  // A new answer (its figures, up to a hundred matched calls, its counts) is drawn in a deferred
  // render, which yields to the browser every few milliseconds: the query cache hands it over in an
  // update React renders at once, in one task that keys typed meanwhile wait for (see
  // docs/performance.md, row "The preview's answer drawn in a deferred render").
  const answer = useDeferredValue(preview.answer);
  const parts = useDeferredValue(preview.parts);
  const shown = showsAnswer(preview, answer);
  // Current only once the answer drawn is the one for the tree on screen.
  const stale = shown && (!preview.current || answer !== preview.answer);
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={headingId} className={layers.layer}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
          <Group gap="xs" align="center" wrap="nowrap">
            <Title order={2} size="h4" id={headingId}>
              Preview
            </Title>
            {/* Beside the heading, not above the figures: an update moves nothing on the page. */}
            {shown && !preview.isError && stale ? <Updating /> : null}
          </Group>
          {!preview.routeMissing && <PeriodPicker period={preview.period} setPeriod={preview.setPeriod} />}
        </Group>
        <Body agent={agent} preview={preview} answer={answer} parts={parts} sources={sources} stale={stale} />
      </Stack>
    </Paper>
  );
});

/** Whether the panel shows an answer's figures (rather than a hint, a refusal, an error or a skeleton). */
function showsAnswer(preview: AlertPreviewPanel, answer: AlertPreviewPanel['answer']): boolean {
  if (preview.routeMissing || preview.emptyTree || preview.incomplete || preview.placed.length > 0) return false;
  return answer !== undefined;
}

/** Beside the heading, while the figures are not for the tree on screen. */
function Updating() {
  return (
    <Group role="status" gap={6} wrap="nowrap">
      <Loader size="xs" />
      <Text size="sm" c="dimmed">
        Updating…
      </Text>
    </Group>
  );
}

const PERIOD_CHOICES = PREVIEW_PERIODS.map((p) => ({ value: p.key, label: p.label }));

function PeriodPicker({ period, setPeriod }: { period: PreviewPeriod; setPeriod: (p: PreviewPeriod) => void }) {
  return (
    <NativeSelect
      size="xs"
      label="Period"
      value={period}
      onChange={(e) => {
        const next = e.currentTarget.value;
        if (isPeriod(next)) setPeriod(next);
      }}
      data={PERIOD_CHOICES}
    />
  );
}

/** `answer` and `parts`: the panel's, as last drawn (each new one in a deferred render). */
type BodyProps = Props & {
  answer: AlertPreviewPanel['answer'];
  parts: AlertPreviewPanel['parts'];
  stale: boolean;
};

/** The answer's figures, or what stands instead: a hint, a refusal, an error, a skeleton. */
function Body({ agent, preview, answer, parts, sources, stale }: BodyProps) {
  const { current } = preview;
  if (preview.routeMissing) {
    return (
      <NotOffered what="previews of alert conditions">
        <Text size="sm">
          The tree cannot be tried against past calls here; creating and saving alert definitions still work.
        </Text>
      </NotOffered>
    );
  }
  if (preview.emptyTree)
    return (
      <Text size="sm" c="dimmed">
        Add a condition to see which past calls it would have matched.
      </Text>
    );
  if (preview.incomplete)
    return (
      <Text size="sm" c="dimmed">
        Complete the flagged conditions in the tree to see what it would have matched.
      </Text>
    );
  if (preview.placed.length > 0) {
    return (
      <Alert color="red" variant="light" title="The service cannot preview this tree" role="alert">
        <List size="sm" spacing={2}>
          {preview.placed.map((p, i) => (
            <List.Item key={i}>
              {p.name !== null ? <bdi>{p.name}</bdi> : 'Request'}: {p.message}
            </List.Item>
          ))}
        </List>
        <Text size="sm" mt="xs">
          The tree shows each problem where it is.
        </Text>
      </Alert>
    );
  }
  if (preview.isError && !preview.isFetching && !answer) {
    return (
      <QueryError
        error={preview.error}
        onRetry={() => void preview.refetch()}
        retrying={preview.isFetching}
        title="Could not preview the tree"
      />
    );
  }
  if (!answer) {
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label="Evaluating the tree over past calls">
        <Skeleton height={24} width="50%" />
        <Skeleton height={64} />
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {stale && preview.isError ? (
        <Text size="sm" c="dimmed" role="status">
          Could not update the preview for the tree as edited; showing an earlier version.
        </Text>
      ) : null}
      {preview.isError && current === false && !preview.isFetching ? (
        <QueryError error={preview.error} onRetry={() => void preview.refetch()} title="Could not preview the tree" />
      ) : null}
      <PreviewAnswer
        agent={agent}
        answer={answer}
        parts={parts}
        period={preview.period}
        sources={sources}
        stale={stale}
      />
      <VisuallyHidden aria-live="polite">{stale ? '' : summary(answer.result)}</VisuallyHidden>
    </Stack>
  );
}

const summary = (r: AlertPreview) =>
  `${formatNumber(r.matched)} of ${countOf(r.calls_evaluated, 'call', 'calls')} matched`;
