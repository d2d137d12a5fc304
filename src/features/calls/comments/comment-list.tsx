import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDelete, useConfirmDelete } from '../../../components/confirm-delete';
import { DateTime } from '../../../components/date-time';
import type { AgentRef, CallComment } from '../../../contract';
import { useDeleteComment } from '../../../data/comments/mutations';
import { useRole } from '../../../data/team/queries';
import { notifySuccess } from '../../../lib/notify';
import { routes } from '../../../lib/routes';
import { MOMENT_PARAM, momentClock, momentParamValue, withoutMoment } from '../moment/moment';
import { useCallPlay } from '../model/call-play';
import { commentName, mayDeleteComment } from './comment-model';

const textStyle = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * A call's comments in order, each with its moment (plays from there), author, time, link and
 * delete (offered to its author or an admin, B.11). A moment past the recording's end (`endMs`,
 * once known) is said so, with nothing to play or link to.
 */
export function CommentList({
  agent,
  callId,
  comments,
  endMs = null,
}: {
  agent: AgentRef;
  callId: number;
  comments: readonly CallComment[];
  endMs?: number | null;
}) {
  const play = useCallPlay();
  const remove = useDeleteComment(agent, callId);
  const { ask, dialogProps } = useConfirmDelete(remove, 'comment', () => notifySuccess('Comment deleted.'));
  const [params] = useSearchParams();
  const { me, role } = useRole(agent.workspaceId);
  const signedIn = me ? { name: me.name, role } : null;
  const linkTo = (ms: number) => {
    const query = new URLSearchParams(withoutMoment(params));
    query.set(MOMENT_PARAM, momentParamValue(ms / 1000));
    return routes.call(agent, callId, query.toString());
  };

  return (
    <>
      <Stack component="ul" gap="sm" aria-label="Comments" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {comments.map((c) => {
          const moment = typeof c.at_ms === 'number' && c.at_ms >= 0 ? c.at_ms : null;
          const pastEnd = moment !== null && endMs !== null && moment > endMs;
          const at = pastEnd ? null : moment;
          return (
            <li key={c.id} aria-label={`Comment ${commentName(c)}`}>
              <Group gap="xs" wrap="wrap" align="center">
                {at !== null ? (
                  <Button
                    size="compact-xs"
                    variant="light"
                    aria-label={`Listen from ${momentClock(at)}`}
                    disabled={!play}
                    onClick={() => play?.at(at)}
                  >
                    {momentClock(at)}
                  </Button>
                ) : (
                  <Badge variant="light" color="gray">
                    {pastEnd ? `${momentClock(moment)}, past the end of the recording` : 'Whole call'}
                  </Badge>
                )}
                <Text size="sm" fw={600} style={textStyle}>
                  <bdi>{c.author ?? 'Unknown author'}</bdi>
                </Text>
                <Text size="xs" c="dimmed">
                  <DateTime value={c.created_at} />
                </Text>
              </Group>
              <Text size="sm" dir="auto" mt={4} style={textStyle}>
                {c.text ?? ''}
              </Text>
              <Group gap="xs" mt={4}>
                {at !== null && (
                  <Anchor component={Link} to={linkTo(at)} size="xs">
                    Link to {momentClock(at)}
                  </Anchor>
                )}
                {mayDeleteComment(c, signedIn) && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={() => ask({ id: c.id, name: commentName(c) })}
                  >
                    Delete comment
                  </Button>
                )}
              </Group>
            </li>
          );
        })}
      </Stack>
      <ConfirmDelete {...dialogProps} />
    </>
  );
}
