import { Alert, Button, Group, NativeSelect, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AgentRef, Call } from '../../../contract';
import { routes } from '../../../lib/routes';
import type { CallListQuery } from '../../../data/calls/keys';
import { callListOptions } from '../../../data/calls/queries';
import { type Paging, withPaging } from '../model/paging';

const REVIEW_CHOICES = [
  { value: '', label: 'All calls' },
  { value: 'false', label: 'Not reviewed' },
  { value: 'true', label: 'Reviewed' },
];

/** The calls list's filter "Review" (B.4 `reviewed`, in the address). */
export function ReviewFilter({
  value,
  onChange,
}: {
  value: boolean | null;
  onChange: (reviewed: boolean | null) => void;
}) {
  return (
    <NativeSelect
      label="Review"
      size="sm"
      w={180}
      mt="sm"
      data={REVIEW_CHOICES}
      value={value === null ? '' : String(value)}
      onChange={(e) => {
        const v = e.currentTarget.value;
        onChange(v === 'true' ? true : v === 'false' ? false : null);
      }}
    />
  );
}

/** "Review these": opens the first call of the list shown, from where Save and next walks it. */
export function ReviewThese({
  agent,
  query,
  paging,
  params,
  firstShown,
  total,
}: {
  agent: AgentRef;
  query: CallListQuery;
  paging: Paging;
  params: URLSearchParams;
  firstShown: Call | undefined;
  total: number | null;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const open = async () => {
    const first = { limit: paging.limit, offset: 0 };
    let call = paging.offset === 0 ? firstShown : undefined;
    if (!call) {
      setOpening(true);
      try {
        call = (await queryClient.fetchQuery(callListOptions(agent, query, first))).items[0];
      } catch {
        setFailed('The first page of this list could not be loaded.');
      } finally {
        setOpening(false);
      }
    }
    if (call) void navigate(routes.call(agent, call.id, withPaging(params, first).toString()));
  };
  return (
    <Group gap="sm" align="center">
      <Button
        size="sm"
        variant="light"
        onClick={() => void open()}
        loading={opening}
        disabled={!firstShown && total === 0}
      >
        Review these
      </Button>
      {failed ? (
        <Text size="sm" c="red" role="alert">
          {failed}
        </Text>
      ) : null}
    </Group>
  );
}

/**
 * The server answered as if it did not know `reviewed`: a call of the wrong kind, or calls that
 * say nothing of their review. Said plainly, so the list is not taken as filtered.
 */
export function ReviewFilterIgnored({
  reviewed,
  items,
}: {
  reviewed: boolean | null;
  items: readonly Call[] | undefined;
}) {
  if (reviewed === null || !items || items.length === 0) return null;
  const unmarked = items.every((c) => typeof c.reviewed !== 'boolean');
  const wrong = items.some((c) => typeof c.reviewed === 'boolean' && c.reviewed !== reviewed);
  if (!unmarked && !wrong) return null;
  return (
    <Alert
      color="orange"
      title="This server does not apply the review filter"
      role="status"
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Text size="sm">
        {unmarked
          ? 'This server does not say which calls are reviewed (it may not offer reviews): the list below is not filtered by review.'
          : 'The list below includes calls of the other kind: this server does not filter by review.'}
      </Text>
    </Alert>
  );
}
