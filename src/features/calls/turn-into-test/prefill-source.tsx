import { Alert, List, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/format';
import type { TestPrefill } from './use-test-prefill';

/** Where the expectations came from (the review, or the AI's analysis), and what could not be carried over. */
export function PrefillSource({ prefill }: { prefill: TestPrefill }) {
  const { review, source, intentCorrectedToNone, dropped } = prefill;
  const when = review ? formatDateTime(review.reviewed_at) : null;
  const notes: string[] = [];
  if (intentCorrectedToNone) {
    notes.push(
      "The reviewer found that none of the agent's intents fits this call: a test cannot expect no intent, so the intent is left without an expectation.",
    );
  }
  if (dropped.intents.length > 0) {
    notes.push(`Left out: intent ${dropped.intents.join(', ')}, which the agent no longer has.`);
  }
  if (dropped.rules.length > 0) {
    const rules = dropped.rules.length === 1 ? 'rule' : 'rules';
    notes.push(`Left out: ${rules} ${dropped.rules.join(', ')}, which the agent no longer has.`);
  }
  return (
    <Alert color="blue" variant="light" title={source === 'review' ? 'From the review' : "From the AI's analysis"}>
      <Text size="sm">
        {source === 'review' ? (
          <>
            The expectations are filled in from this call's review
            {review?.reviewer ? (
              <>
                {' '}
                by <bdi>{review.reviewer}</bdi>
              </>
            ) : null}
            {when ? `, ${when.local}` : ''}: the corrected intent where the reviewer judged the AI wrong, labels judged
            wrong must not be carried, missed ones must.
          </>
        ) : (
          "This call has not been reviewed: the expectations are filled in from the AI's analysis (its intent and labels)."
        )}{' '}
        Change any of them before creating the test.
      </Text>
      {notes.length > 0 && (
        <List size="sm" mt="xs">
          {notes.map((n) => (
            <List.Item key={n}>{n}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
