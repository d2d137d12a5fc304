import { Group, Paper, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { DateTime } from '../../../components/date-time';
import type { MemberReview } from '../../../contract';
import type { Disagreement } from './team-verdicts';
import { VerdictLines } from './verdict-lines';
import type { VerdictNames } from './verdict-text';

const WRAP = { overflowWrap: 'anywhere' } as const;

type Props = {
  review: MemberReview;
  differs: Disagreement;
  names: VerdictNames;
  onDiscuss: () => void;
};

/** One member's review: who and when, each verdict (those that differ from another review marked), the note. */
export function TeamReviewCard({ review, differs, names, onDiscuss }: Props) {
  const id = useId();
  const who = review.reviewer ?? (review.reviewer_id != null ? `Member ${review.reviewer_id}` : 'A former member');
  return (
    <Paper component="article" aria-labelledby={id} withBorder p="sm">
      <Group justify="space-between" align="baseline" gap="xs" wrap="wrap" mb={6}>
        <Title order={3} size="h5" id={id} style={WRAP}>
          <bdi>{who}</bdi>
        </Title>
        <Text size="xs" c="dimmed">
          Reviewed <DateTime value={review.reviewed_at} />
        </Text>
      </Group>
      <VerdictLines review={review} names={names} differs={differs} onDiscuss={onDiscuss} />
    </Paper>
  );
}
