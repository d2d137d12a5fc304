import { Anchor, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { AgentRef } from '../../contract';
import {
  BeforeAfterFailure,
  BeforeAfterFrame,
  BeforeAfterTable,
  figureCell,
  GroupRow,
  type Picked,
} from '../../components/change-marks/before-after-frame';
import type { MarkLink } from '../../components/change-marks/use-change-marks';
import { reviewQualityOptions } from '../../data/reviews/quality-queries';
import type { Around, Span } from '../../lib/change-marks';
import { formatNumber } from '../../lib/format';
import { routes } from '../../lib/routes';
import { intentPairs, labelPairs, spanShowQuery } from './before-after-rows';
import type { Names } from './names';
import { type CallSet, type IntentKey, type Quality, arrangeQuality } from './quality';

type Props = { agent: AgentRef; tz: string; names: Names; intentIds: number[]; labelIds: number[] };

const isoOf = (ms: number) => new Date(ms).toISOString();
const spanQuery = (s: Span) => ({ started_after: isoOf(s.from), started_before: isoOf(s.to) });
const noProgress = () => {};

/**
 * What reviews say for the same length of time before and after a settings change, side by side
 * (by the reviewed calls' start), each count a link to the quality page of that period listing
 * the calls it counts.
 */
export function QualityBeforeAfter({ mark, ...props }: Props & { mark: MarkLink }) {
  return (
    <BeforeAfterFrame changes={mark.changes} tz={props.tz}>
      {(picked) => <Figures {...props} {...picked} />}
    </BeforeAfterFrame>
  );
}

function Figures({ agent, names, intentIds, labelIds, name, around }: Props & Picked) {
  const before = useQuery(reviewQualityOptions(agent, spanQuery(around.before), noProgress));
  const after = useQuery(reviewQualityOptions(agent, spanQuery(around.after), noProgress));
  const arranged = (q: typeof before.data) => q && arrangeQuality(q.quality, intentIds, labelIds);
  const [b, a] = [arranged(before.data), arranged(after.data)];
  return (
    <>
      <BeforeAfterFailure
        queries={[before, after]}
        routeMissing="This server offers no reviews of calls, so there are no figures before and after."
      />
      {b && a && <FiguresTable agent={agent} names={names} name={name} around={around} before={b} after={a} />}
    </>
  );
}

type Side = 'before' | 'after';

function FiguresTable({
  agent,
  names,
  name,
  around,
  before,
  after,
}: {
  agent: AgentRef;
  names: Names;
  name: string;
  around: Around;
  before: Quality;
  after: Quality;
}) {
  // Two counts of one side ("3 / 1"), each named for a screen reader: "3 calls of Billing question judged wrong, after".
  type Count = [n: number, set: CallSet, what: string];
  const figure = (side: Side, [n, set, what]: Count) => (
    <Figure agent={agent} span={around[side]} n={n} set={set} label={`${formatNumber(n)} ${what}, ${side}`} />
  );
  const two = (side: Side, first: Count, second: Count) => (
    <>
      {figure(side, first)}
      {' / '}
      {figure(side, second)}
    </>
  );
  const reviewed = (side: Side) => new URLSearchParams({ reviewed: 'true', ...spanQuery(around[side]) }).toString();
  return (
    <BeforeAfterTable name={name}>
      <Table.Tr>
        <Table.Th scope="row">Reviews</Table.Th>
        {(['before', 'after'] as const).map((side) => (
          <Table.Td key={side} className={figureCell}>
            <Anchor
              component={Link}
              to={routes.calls(agent, reviewed(side))}
              aria-label={`${side === 'before' ? before.reviews : after.reviews} reviewed calls, ${side}`}
            >
              {formatNumber(side === 'before' ? before.reviews : after.reviews)}
            </Anchor>
          </Table.Td>
        ))}
      </Table.Tr>
      <PairRows
        title="Intents: judged correct / wrong"
        pairs={intentPairs(before, after)}
        name={names.intent}
        cell={(id, intent, row, side) =>
          two(
            side,
            [row?.correct ?? 0, { kind: 'intent', id, verdict: 'correct' }, `calls of ${intent} judged correct`],
            [row?.wrong ?? 0, { kind: 'intent', id, verdict: 'wrong' }, `calls of ${intent} judged wrong`],
          )
        }
      />
      <PairRows
        title="Labels and red flags: marked wrong / missed"
        pairs={labelPairs(before, after)}
        name={names.label}
        cell={(id, label, row, side) =>
          two(
            side,
            [row?.wrong ?? 0, { kind: 'label', id, verdict: 'wrong' }, `calls where ${label} was marked wrong`],
            [row?.missed ?? 0, { kind: 'label', id, verdict: 'missed' }, `calls where ${label} was missed`],
          )
        }
      />
    </BeforeAfterTable>
  );
}

/** A group of rows (intents, labels), each named, with its figures before and after (none: no group). */
function PairRows<K extends IntentKey, Row>({
  title,
  pairs,
  name,
  cell,
}: {
  title: string;
  pairs: { id: K; before: Row | null; after: Row | null }[];
  name: (id: K) => string;
  cell: (id: K, name: string, row: Row | null, side: Side) => ReactNode;
}) {
  if (pairs.length === 0) return null;
  return (
    <>
      <GroupRow title={title} />
      {pairs.map((pair) => (
        <Table.Tr key={String(pair.id)}>
          <Table.Th scope="row" fw={400} pl="md">
            <bdi>{name(pair.id)}</bdi>
          </Table.Th>
          {(['before', 'after'] as const).map((side) => (
            <Table.Td key={side} className={figureCell}>
              {cell(pair.id, name(pair.id), pair[side], side)}
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </>
  );
}

/** A count of one period: a link to the quality page of that period listing its calls (0 is plain text). */
function Figure({
  agent,
  span,
  n,
  set,
  label,
}: {
  agent: AgentRef;
  span: Span;
  n: number;
  set: CallSet;
  label: string;
}) {
  if (n === 0) return <>0</>;
  return (
    <Anchor component={Link} to={routes.quality(agent, spanShowQuery(span, set))} aria-label={label}>
      {formatNumber(n)}
    </Anchor>
  );
}
