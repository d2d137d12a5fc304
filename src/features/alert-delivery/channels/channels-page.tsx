import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { NotificationChannel } from '../../../contract';
import { ConfirmDelete, useConfirmDelete } from '../../../components/confirm-delete';
import { ListState } from '../../../components/list-state';
import { Page } from '../../../components/page';
import { RoleNote } from '../../../components/role-note';
import { useRole } from '../../../data/team/queries';
import { channelListOptions } from '../../../data/channels/queries';
import { useDeleteChannel } from '../../../data/channels/mutations';
import { notifySuccess } from '../../../lib/notify';
import { routes } from '../../../lib/routes';
import { ChannelCard } from './channel-card';
import { ChannelForm } from './channel-form';
import { ChannelUsageNote, useChannelUsage } from './channel-usage';

/**
 * Which form is open: none, the new channel's, or one channel's edit, with the channel as it was
 * and its place, so that the edit stays where it was if the channel is deleted meanwhile.
 */
type Editing = null | 'new' | { channel: NotificationChannel; index: number };

/** The list with the edited channel kept in its place when the list no longer has it. */
function withEdited(list: NotificationChannel[], editing: Editing): NotificationChannel[] {
  if (editing === null || editing === 'new' || list.some((c) => c.id === editing.channel.id)) return list;
  return [...list.slice(0, editing.index), editing.channel, ...list.slice(editing.index)];
}

/** `/workspaces/:workspaceId/notification-channels`: where alert firings go (webhook, Slack, email). */
export function ChannelsPage() {
  const workspaceId = Number(useParams().workspaceId);
  const channels = useQuery(channelListOptions(workspaceId));
  const [editing, setEditing] = useState<Editing>(null);
  // The list drawn: an edited channel deleted meanwhile stays in its place (even as the only one).
  const select = useCallback((l: NotificationChannel[]) => withEdited(l, editing), [editing]);
  const shown = useQuery({ ...channelListOptions(workspaceId), select });
  const remove = useDeleteChannel(workspaceId);
  const confirm = useConfirmDelete(remove, 'notification channel', (t) => notifySuccess(`Deleted ${t.name}`));
  const usage = useChannelUsage(workspaceId, confirm.target?.id ?? null);
  // Channels are managed by admins (B.11); others read them.
  const manage = useRole(workspaceId).allows('administer');
  const roleId = useId();
  const list = channels.data ?? [];
  const editedId = editing !== null && editing !== 'new' ? editing.channel.id : null;
  const gone = editedId !== null && channels.isSuccess && !list.some((c) => c.id === editedId);
  const othersThan = (id: number | null) => list.filter((c) => c.id !== id);
  const saved = (c: NotificationChannel) => {
    setEditing(null);
    notifySuccess(`Saved ${c.name}`);
  };

  return (
    <Page
      title="Notification channels"
      actions={
        !channels.isSuccess || editing === 'new' ? null : manage.allowed ? (
          <Button onClick={() => setEditing('new')}>Add channel</Button>
        ) : (
          <Button disabled aria-describedby={roleId}>
            Add channel
          </Button>
        )
      }
    >
      <Text size="sm">
        Where the alert definitions of workspace {workspaceId} send their firings. Each definition chooses its channels
        in its builder; a test send shows what the receiver answers.{' '}
        <Anchor component={Link} to={routes.home} underline="always">
          Choose an agent
        </Anchor>{' '}
        to open its alerts.
      </Text>
      <RoleNote allowed={manage} id={roleId} />
      {editing === 'new' && (
        <ChannelForm
          workspaceId={workspaceId}
          channel={null}
          others={list}
          onDone={saved}
          onCancel={() => setEditing(null)}
        />
      )}
      <ListState
        query={shown}
        what="notification channels"
        notOffered={<Text size="sm">Alert definitions still work; their firings are only recorded.</Text>}
        empty={{ title: 'No notification channels yet', body: 'Add one so that firings reach people.' }}
      >
        {(items) => (
          <Stack gap="sm">
            {items.map((c, index) =>
              editedId === c.id ? (
                <ChannelForm
                  key={c.id}
                  workspaceId={workspaceId}
                  channel={c}
                  gone={gone}
                  others={othersThan(c.id)}
                  onDone={saved}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <ChannelCard
                  key={c.id}
                  workspaceId={workspaceId}
                  channel={c}
                  manage={manage.allowed}
                  onEdit={() => setEditing({ channel: c, index })}
                  onDelete={() => confirm.ask({ id: c.id, name: c.name })}
                />
              ),
            )}
          </Stack>
        )}
      </ListState>
      <ConfirmDelete {...confirm.dialogProps} confirmDisabled={usage.checking}>
        <ChannelUsageNote usage={usage} />
      </ConfirmDelete>
    </Page>
  );
}
