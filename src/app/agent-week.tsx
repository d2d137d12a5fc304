import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AgentRef, CallFilters } from '../contract';
import { ruleKindsOptions } from '../data/rules/queries';
import { callStatsOptions } from '../data/stats/queries';
import { isApiError } from '../lib/api-error';
import { countOf } from '../lib/format';
import { routes } from '../lib/routes';

const NO_FILTERS: CallFilters = { call_intent_id: [], call_outcome_id: [], sentiment: [], label_id: [] };
const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The last 7 days, today included, in the browser's zone (the one sent as `tz`). */
function lastWeek(now: Date): { from: string; to: string } {
  const day = (offset: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset).toISOString();
  return { from: day(-6), to: day(1) };
}

/** An agent's calls and calls with a red flag over the last 7 days, each a link to those calls. */
export function AgentWeek({ agent }: { agent: AgentRef }) {
  const [tz] = useState(zone);
  const [range] = useState(() => lastWeek(new Date()));
  const base = { ...NO_FILTERS, started_after: range.from, started_before: range.to, bucket: 'week' as const, tz };
  const all = useQuery(callStatsOptions(agent, base));
  const kinds = useQuery(ruleKindsOptions(agent));
  const redIds = kinds.data
    ? Object.entries(kinds.data).flatMap(([id, kind]) => (kind === 'red_flag' ? [id] : []))
    : [];
  const red = useQuery({
    ...callStatsOptions(agent, { ...base, label_id: redIds }),
    enabled: all.isSuccess && redIds.length > 0,
  });
  const query = (extra: [string, string][] = []) =>
    new URLSearchParams([...extra, ['started_after', range.from], ['started_before', range.to]]).toString();

  if (all.isPending)
    return (
      <Text size="sm" c="dimmed" component="span">
        Loading the last 7 days…
      </Text>
    );
  if (all.isError) {
    return (
      <Text size="sm" c="dimmed" component="span">
        {isApiError(all.error) && all.error.isRouteMissing
          ? 'This server does not offer call statistics.'
          : 'The last 7 days could not be loaded.'}
      </Text>
    );
  }
  return (
    <Text size="sm" component="span">
      <Anchor component={Link} to={routes.calls(agent, query())} inherit>
        {countOf(all.data.total.calls, 'call', 'calls')}
      </Anchor>
      {red.isSuccess && (
        <>
          {', '}
          <Anchor component={Link} to={routes.calls(agent, query(redIds.map((id) => ['label_id', id])))} inherit>
            {countOf(red.data.total.calls, 'with a red flag', 'with a red flag')}
          </Anchor>
        </>
      )}{' '}
      in the last 7 days
    </Text>
  );
}
