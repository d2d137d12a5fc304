import { Stack, Text, Title } from '@mantine/core';
import { QueryError } from '../../../components/query-error';
import type { MemberReview } from '../../../contract';
import { countOf } from '../../../lib/format';
import { TeamReviewCard } from './team-review-card';
import { anyDisagreement, disagreementOf } from './team-verdicts';
import type { VerdictNames } from './verdict-text';

type Props = {
  others: readonly MemberReview[];
  all: readonly MemberReview[];
  names: VerdictNames;
  error: Error | null;
  onRetry: () => void;
  onDiscuss: () => void;
};

/**
 * Region "Team reviews" (B.11): the other members' reviews of the call, each verdict that differs
 * from another review (the member's own included) marked "Disagrees", with a way to the comments.
 */
export function TeamReviewsRegion({ others, all, names, error, onRetry, onDiscuss }: Props) {
  const differ = anyDisagreement(all);
  return (
    <section aria-labelledby="call-team-reviews">
      <Title order={2} size="h4" id="call-team-reviews" mb="xs">
        Team reviews
      </Title>
      {error ? (
        <QueryError error={error} title="Could not load the team’s reviews" onRetry={onRetry} />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {countOf(others.length, 'review', 'reviews')} by other members.{' '}
            {differ
              ? 'The reviewers disagree where marked: argue it in the comments, at the moment of the call it is about.'
              : 'The reviewers agree on every verdict they both gave.'}
          </Text>
          {others.map((r, i) => (
            <TeamReviewCard
              key={r.id ?? r.reviewer_id ?? i}
              review={r}
              differs={disagreementOf(r, all)}
              names={names}
              onDiscuss={onDiscuss}
            />
          ))}
        </Stack>
      )}
    </section>
  );
}
