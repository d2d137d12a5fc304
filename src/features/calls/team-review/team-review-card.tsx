import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { DateTime } from '../../../components/date-time';
import type { MemberReview } from '../../../contract';
import type { Disagreement } from './team-verdicts';
import { type VerdictNames, intentVerdictText, labelName, labelVerdictText } from './verdict-text';

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
      <Stack gap={4}>
        <Verdict name="Intent" text={intentVerdictText(review, names)} differs={differs.intent} onDiscuss={onDiscuss} />
        {review.labels.map((l) => (
          <Verdict
            key={l.id}
            name={labelName(l.id, names)}
            text={labelVerdictText(l.verdict)}
            differs={differs.labels.has(l.id)}
            onDiscuss={onDiscuss}
          />
        ))}
        <Text size="sm" style={WRAP}>
          <Text span size="sm" fw={600}>
            Missed labels and red flags:
          </Text>{' '}
          {review.missed_labels.length === 0 ? (
            'none'
          ) : (
            <bdi>{review.missed_labels.map((m) => labelName(m, names)).join(', ')}</bdi>
          )}
        </Text>
        {review.note ? (
          <Text size="sm" style={{ ...WRAP, whiteSpace: 'pre-wrap' }}>
            <Text span size="sm" fw={600}>
              Note:
            </Text>{' '}
            <bdi>{review.note}</bdi>
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** A verdict's line; one that differs from another review says so in words, with a way to the comments. */
function Verdict({
  name,
  text,
  differs,
  onDiscuss,
}: {
  name: string;
  text: string;
  differs: boolean;
  onDiscuss: () => void;
}) {
  return (
    <Group gap="xs" wrap="wrap" align="center">
      <Text size="sm" style={WRAP}>
        <Text span size="sm" fw={600}>
          <bdi>{name}</bdi>:
        </Text>{' '}
        <bdi>{text}</bdi>
      </Text>
      {differs ? (
        <>
          <Badge color="red.9" variant="filled" tt="none">
            Disagrees
          </Badge>
          <Anchor
            href="#call-comments"
            size="sm"
            onClick={(e) => {
              e.preventDefault();
              onDiscuss();
            }}
          >
            Discuss in comments
          </Anchor>
        </>
      ) : null}
    </Group>
  );
}
