import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { AgentRef, CallIntent } from '../../contract';
import { routes } from '../../lib/routes';
import { AgreementSection } from './agreement-section';
import { describeSet, showParam } from './names';
import type { Quality } from './quality';
import { InTurn } from '../../components/in-turn';
import { ConfusionTable, IntentTable, LabelTable, Section } from './quality-tables';
import { ReviewExportControl } from './review-export-control';
import { ReviewsSummary } from './reviews-summary';
import type { QualityView } from './use-quality-view';

type Props = { agent: AgentRef; view: QualityView; quality: Quality; onEdit: ((intent: CallIntent) => void) | null };

/**
 * The figures, a part at a time (InTurn): the summary, the intents, the confusion, the labels, then
 * the agreement, each committed (and laid out) apart, so that no one task draws the page.
 */
export function QualityFigures({ agent, view, quality, onEdit }: Props) {
  const { reviews, names, href, range } = view;
  const { loaded = 0, total = null, truncated = false, disagreeing = [] } = reviews.data ?? {};
  return (
    <Stack gap="lg">
      <InTurn
        fallback={<Skeleton height={240} aria-label="Loading the figures" />}
        parts={[
          <Fragment key="summary">
            <ReviewsSummary
              agent={agent}
              loaded={loaded}
              total={total}
              truncated={truncated}
              disagreeing={disagreeing}
            />
            {loaded > 0 ? <ReviewExportControl agent={agent} query={range} total={total} /> : null}
            <ShownCalls agent={agent} view={view} />
          </Fragment>,
          <Section key="intents" id="quality-intents" title="Intents">
            <IntentTable
              quality={quality}
              names={names}
              href={href}
              intents={view.intents.data ?? []}
              onEdit={onEdit}
            />
          </Section>,
          <Section key="confusion" id="quality-confusion" title="Confusion">
            <ConfusionTable quality={quality} names={names} href={href} />
          </Section>,
          <Section key="labels" id="quality-labels" title="Labels and red flags">
            <LabelTable quality={quality} names={names} href={href} />
          </Section>,
          reviews.data ? (
            <AgreementSection key="agreement" agent={agent} agreement={reviews.data.agreement} href={href} />
          ) : null,
        ]}
      />
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
