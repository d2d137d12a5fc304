import {
  Alert,
  Anchor,
  Group,
  List,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { type ReactNode, memo, useDeferredValue, useId, useSyncExternalStore } from 'react';
import { Link, useNavigate } from 'react-router';
import type { AgentRef, AlertPreview } from '../../../contract';
import { NotOffered, QueryError } from '../../../components/query-error';
import { PREVIEW_PERIODS, type PreviewPeriod, type PreviewRange } from '../../../data/alert-preview/queries';
import { countOf, formatDateTime, formatNumber } from '../../../lib/format';
import { followInApp } from '../../../lib/follow-in-app';
import { routes } from '../../../lib/routes';
import type { CatalogueSource } from '../model/catalogue';
import { itemName } from '../model/validate';
import type { AlertPreviewPanel } from '../use-alert-preview';
import type { TypingFlag } from '../use-typed-values';
import { PerConditionCounts } from './per-condition-counts';
import { PreviewChart } from './preview-chart';
import chart from './preview-chart.module.css';
import layers from './condition-tree.module.css';

type Props = { agent: AgentRef; preview: AlertPreviewPanel; sources: readonly CatalogueSource[] };

const isPeriod = (v: string): v is PreviewPeriod => PREVIEW_PERIODS.some((p) => p.key === v);

/**
 * Region "Preview" of the builder: what the tree on screen would have matched over the
 * chosen period, ending now (service interface B.6).
 */
export const PreviewPanel = memo(function PreviewPanel({ agent, preview, sources }: Props) {
  const headingId = useId();
  // A new answer is drawn at low priority: a key pressed meanwhile is not kept waiting for it.
  const answer = useDeferredValue(preview.answer);
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
            {shown && !preview.isError ? <Updating stale={stale} typing={preview.typing} /> : null}
          </Group>
          {!preview.routeMissing && <PeriodPicker period={preview.period} setPeriod={preview.setPeriod} />}
        </Group>
        <Body agent={agent} preview={preview} sources={sources} answer={answer} stale={stale} />
      </Stack>
    </Paper>
  );
});

/** Whether the panel shows an answer's figures (rather than a hint, a refusal, an error or a skeleton). */
function showsAnswer(preview: AlertPreviewPanel, answer: AlertPreviewPanel['answer']): boolean {
  if (preview.routeMissing || preview.emptyTree || preview.incomplete || preview.placed.length > 0) return false;
  return answer !== undefined;
}

/**
 * Whether the figures are not (or not yet) for the tree on screen: `stale`, or a value typed that
 * the tree takes up a moment later. Read where it shows (Updating, Dimmed), so that the key that
 * changes a value draws those two alone, not the panel.
 */
function useStale(stale: boolean, typing: TypingFlag): boolean {
  return useSyncExternalStore(typing.subscribe, typing.get) || stale;
}

/** Plain elements in the look of Mantine's Loader (oval, xs) and dimmed small Text: drawn at the first key after each answer. */
function Updating({ stale, typing }: { stale: boolean; typing: TypingFlag }) {
  if (!useStale(stale, typing)) return null;
  return (
    <span role="status" className={chart.updating}>
      <span className={chart.spinner} aria-hidden="true" />
      Updating…
    </span>
  );
}

const PERIOD_CHOICES = PREVIEW_PERIODS.map((p) => ({ value: p.key, label: p.label }));

// Memoized: typing in the tree does not draw the picker again.
const PeriodPicker = memo(function PeriodPicker({
  period,
  setPeriod,
}: {
  period: PreviewPeriod;
  setPeriod: (p: PreviewPeriod) => void;
}) {
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
});

type BodyProps = Props & { answer: AlertPreviewPanel['answer']; stale: boolean };

function Body({ agent, preview, sources, answer, stale }: BodyProps) {
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
      {/* Dimmed as one: while typing, the last answer and its counts stay as they were drawn. */}
      <Dimmed stale={stale} typing={preview.typing}>
        <Figures agent={agent} result={answer.result} range={answer.range} sources={sources} />
        <PerConditionCounts agent={agent} parts={preview.parts} period={preview.period} sources={sources} />
      </Dimmed>
      <VisuallyHidden aria-live="polite">{stale ? '' : summary(answer.result)}</VisuallyHidden>
    </Stack>
  );
}

/** The figures and counts, dimmed while stale: a plain element (the look of Stack gap="sm"), drawn again alone when a value is typed. */
function Dimmed({ stale, typing, children }: { stale: boolean; typing: TypingFlag; children: ReactNode }) {
  const dim = useStale(stale, typing);
  return (
    <div aria-busy={dim} data-stale={dim} className={chart.dimmable}>
      {children}
    </div>
  );
}

const summary = (r: AlertPreview) =>
  `${formatNumber(r.matched)} of ${countOf(r.calls_evaluated, 'call', 'calls')} matched`;

// The figures change only with an answer: typing in the tree does not draw them again.
const Figures = memo(function Figures({
  agent,
  result,
  range,
  sources,
}: {
  agent: AgentRef;
  result: AlertPreview;
  range: PreviewRange;
  sources: readonly CatalogueSource[];
}) {
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
  const navigate = useNavigate();
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
          {result.matched > ids.length ? (
            <Text size="xs" c="dimmed">
              The newest {formatNumber(ids.length)} of {formatNumber(result.matched)}, newest first.
            </Text>
          ) : (
            <Text size="xs" c="dimmed">
              Newest first.
            </Text>
          )}
          {/* Plain links, followed in the app by one handler: a hundred router Links cost the answer's arrival more than the rest of the panel. */}
          <ul aria-label="Matched calls" className={chart.matchedList} onClick={(e) => followInApp(e, navigate)}>
            {ids.map((callId) => (
              <li key={callId}>
                <a href={routes.call(agent, callId)} className={chart.callLink}>
                  Call {callId}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
