import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AgentRef } from '../../contract';
import { routes } from '../../lib/routes';
import { CallLinks } from './call-links';

// Mantine colours an alert's title in its own light shade: below 4.5:1 on the light background.
const TITLE = { title: { color: 'var(--mantine-color-text)' } };
const n = (count: number) => count.toLocaleString('en');
const reviews = (count: number) => `${n(count)} ${count === 1 ? 'review' : 'reviews'}`;

/**
 * How many reviews the figures come from; where the service counted more than it sent (a page
 * of its list came back empty or short), how many the figures leave out.
 */
export function ReviewsSummary({
  agent,
  loaded,
  total,
  truncated,
  disagreeing = [],
}: {
  agent: AgentRef;
  loaded: number;
  total: number | null;
  truncated: boolean;
  /** Calls left out: their reviewers disagree and no final verdict settles them (B.11). */
  disagreeing?: readonly number[];
}) {
  // Past the page's own limit the rest is left out on purpose (`truncated`), and said so above.
  const missing = !truncated && total !== null && total > loaded ? total - loaded : 0;
  const first = truncated && total ? ` (the first of ${n(total)})` : '';
  return (
    <Stack gap="xs">
      <Text size="sm" role="status">
        {loaded === 0 && missing === 0
          ? 'No call in this range has been reviewed yet: review calls from their page (region “Review”), ' +
            'and the figures appear here.'
          : `From ${reviews(loaded)}${first}, computed by this page from the service's list of reviews: ` +
            'each call counted once, by its final verdict where it has one.'}{' '}
        <Anchor component={Link} to={routes.calls(agent, 'reviewed=false')} underline="always">
          Review calls
        </Anchor>
      </Text>
      {disagreeing.length > 0 && (
        <Text size="sm">
          {disagreeing.length === 1 ? '1 call is' : `${n(disagreeing.length)} calls are`} left out: their reviewers
          disagree and no final verdict settles {disagreeing.length === 1 ? 'it' : 'them'}.{' '}
          <CallLinks agent={agent} calls={disagreeing} />
        </Text>
      )}
      {missing > 0 ? (
        <Alert color="orange" title="These figures leave reviews out" styles={TITLE}>
          <Text size="sm">
            The service counts {reviews(total ?? 0)} in this range but sent {n(loaded)}: the figures come from those{' '}
            {n(loaded)} only, and leave the other {n(missing)} out. Reload the page to read the list again.
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
