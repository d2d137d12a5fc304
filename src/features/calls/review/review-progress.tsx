import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { AgentRef } from '../../../contract';
import { routes } from '../../../lib/routes';
import type { CallListQuery } from '../../../data/calls/keys';
import { callListOptions } from '../../../data/calls/queries';
import { withReviewAndSearch } from '../model/list-view';
import { type Paging, withPaging } from '../model/paging';

// Apart from the calls list's review controls (review-queue.tsx): the call page shows only this.
const COUNT: Paging = { limit: 1, offset: 0 };

/**
 * "12 of 40 reviewed": of the calls this list holds whatever their review, how many are
 * reviewed (two counts of the list, with and without `reviewed=true`); each figure opens its
 * calls. Nothing where the server does not mark calls as reviewed.
 */
export function ReviewProgress({
  agent,
  query,
  params,
  keepPlace = false,
}: {
  agent: AgentRef;
  query: CallListQuery;
  params: URLSearchParams;
  /** Above the calls list: the line holds its place while the counts load, so the list does not move. */
  keepPlace?: boolean;
}) {
  const all = useQuery(callListOptions(agent, { ...query, reviewed: undefined }, COUNT));
  const done = useQuery(callListOptions(agent, { ...query, reviewed: 'true' }, COUNT));
  const total = all.data?.total;
  const reviewed = done.data?.total;
  const offered = all.data?.items.some((c) => typeof c.reviewed === 'boolean') ?? false;
  if (keepPlace && (all.isPending || done.isPending))
    return (
      <Text size="sm" c="dimmed" aria-busy="true">
        Counting reviewed calls…
      </Text>
    );
  if (typeof total !== 'number' || typeof reviewed !== 'number' || !offered) return null;
  const base = withPaging(params, { limit: 25, offset: 0 });
  const to = (r: boolean | null) => routes.calls(agent, withReviewAndSearch(base, { reviewed: r }).toString());
  return (
    <Text size="sm" role="status">
      <Anchor component={Link} to={to(true)} underline="always">
        {reviewed.toLocaleString('en')}
      </Anchor>{' '}
      of{' '}
      <Anchor component={Link} to={to(null)} underline="always">
        {total.toLocaleString('en')}
      </Anchor>{' '}
      reviewed
    </Text>
  );
}
