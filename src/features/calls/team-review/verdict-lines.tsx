import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { FinalReview } from '../../../contract';
import type { Disagreement } from './team-verdicts';
import { type VerdictNames, intentVerdictText, labelName, labelVerdictText } from './verdict-text';

const WRAP = { overflowWrap: 'anywhere' } as const;
const AGREED: Disagreement = { intent: false, labels: new Set() };

type Props = {
  review: Pick<FinalReview, 'intent_correct' | 'corrected_intent_id' | 'labels' | 'missed_labels' | 'note'>;
  names: VerdictNames;
  /** The verdicts that differ from another review's, marked with a way to the comments. */
  differs?: Disagreement;
  onDiscuss?: () => void;
};

/** A review's verdicts in words: the intent, each label, the missed labels, the note. */
export function VerdictLines({ review, names, differs = AGREED, onDiscuss }: Props) {
  return (
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
  onDiscuss: (() => void) | undefined;
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
          {onDiscuss ? (
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
          ) : null}
        </>
      ) : null}
    </Group>
  );
}
