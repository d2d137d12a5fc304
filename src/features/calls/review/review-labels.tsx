import { Checkbox, Stack, Text } from '@mantine/core';
import { RadioChoice } from '../../../components/radio-choice';
import type { Call, IdLabel, ReviewVerdict } from '../../../contract';
import type { RuleKind } from '../../../data/rules/queries';
import { type ReviewForm, verdictOf, withVerdict } from './review-form';

/** Labels are the service's text: a long one wraps instead of widening the page. */
export const WRAP = { overflowWrap: 'anywhere' } as const;

export const VERDICTS: [ReviewVerdict, string][] = [
  ['correct', 'Correct'],
  ['wrong', 'Wrong'],
];

const kindText = (kind: RuleKind | undefined) =>
  kind === 'red_flag' ? 'Red flag' : kind === 'label' ? 'Label' : 'Label or red flag';

type Props = {
  form: ReviewForm;
  change: (next: ReviewForm) => void;
  /** Rule ids no longer among the agent's rules: shown, never judged or sent. */
  deleted: ReadonlySet<number>;
};

/** A verdict on each label and red flag the call carries; one of a deleted rule is only named. */
type VerdictsProps = Props & { call: Call; kinds: Record<number, RuleKind> | undefined };

export function LabelVerdicts({ form, change, deleted, call, kinds }: VerdictsProps) {
  // One verdict per label: a label the service sent twice is judged once.
  const carried = [...new Map(call.labels_and_redflags.map((l) => [l.id, l] as const)).values()];
  if (carried.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        The call carries no labels or red flags.
      </Text>
    );
  }
  return carried.map((l) => {
    if (deleted.has(l.id)) {
      return (
        <Text key={l.id} size="sm" style={WRAP}>
          <bdi>{l.label}</bdi>: its rule was deleted, so it takes no verdict.
        </Text>
      );
    }
    return (
      <RadioChoice
        key={l.id}
        label={<bdi style={WRAP}>{l.label}</bdi>}
        labelStyle={WRAP}
        description={kindText(kinds?.[l.id])}
        value={verdictOf(form, l.id) ?? ''}
        onChange={(v) => (v === 'correct' || v === 'wrong' ? change(withVerdict(form, l.id, v)) : undefined)}
        options={VERDICTS}
      />
    );
  });
}

/**
 * The labels and red flags the call should have carried: the agent's others (not those of a
 * deleted rule). One marked missed before its rule was deleted is named, and not sent again.
 */
type MissedProps = Props & { missable: readonly IdLabel[]; labels: readonly IdLabel[] };

export function MissedLabels({ form, change, deleted, missable, labels }: MissedProps) {
  const offered = missable.filter((l) => !deleted.has(l.id));
  const gone = form.missed.filter((id) => deleted.has(id));
  return (
    <Checkbox.Group
      label="Missed labels and red flags"
      description="The ones this call should have carried"
      value={form.missed.filter((id) => !deleted.has(id)).map(String)}
      // A missed label of a deleted rule stays in the form (the saved review has it) but is never sent.
      onChange={(values) => change({ ...form, missed: [...gone, ...values.map(Number).filter(Number.isInteger)] })}
    >
      <Stack gap={6} mt={4}>
        {offered.map((l) => (
          <Checkbox
            key={l.id}
            value={String(l.id)}
            label={<bdi style={WRAP}>{l.label}</bdi>}
            styles={{ label: WRAP }}
          />
        ))}
        {offered.length === 0 ? (
          <Text size="sm" c="dimmed">
            No other labels or red flags are known for this agent.
          </Text>
        ) : null}
        {gone.length > 0 ? (
          <Text size="sm" c="dimmed" style={WRAP}>
            Marked missed, their rules deleted since (not saved again):{' '}
            <bdi>{gone.map((id) => labels.find((l) => l.id === id)?.label ?? `Rule ${id}`).join(', ')}</bdi>
          </Text>
        ) : null}
      </Stack>
    </Checkbox.Group>
  );
}
