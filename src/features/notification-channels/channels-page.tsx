import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { NotificationChannel } from '../../contract';
import { ConfirmDelete, useConfirmDelete } from '../../components/confirm-delete';
import { ListState } from '../../components/list-state';
import { Page } from '../../components/page';
import { channelListOptions } from '../../data/channels/queries';
import { useDeleteChannel } from '../../data/channels/mutations';
import { notifySuccess } from '../../lib/notify';
import { routes } from '../../lib/routes';
import { ChannelCard } from './channel-card';
import { ChannelForm } from './channel-form';
import { ChannelUsageNote, useChannelUsage } from './channel-usage';

/** Which form is open: none, the new channel's, or one channel's edit. */
type Editing = null | 'new' | number;

/** `/workspaces/:workspaceId/notification-channels`: where alert firings go (webhook, Slack, email). */
export function ChannelsPage() {
  const workspaceId = Number(useParams().workspaceId);
  const channels = useQuery(channelListOptions(workspaceId));
  const [editing, setEditing] = useState<Editing>(null);
  const remove = useDeleteChannel(workspaceId);
  const confirm = useConfirmDelete(remove, 'notification channel', (t) => notifySuccess(`Deleted ${t.name}`));
  const usage = useChannelUsage(workspaceId, confirm.target?.id ?? null);
  const list = channels.data ?? [];
  const othersThan = (id: number | null) => list.filter((c) => c.id !== id);
  const saved = (c: NotificationChannel) => {
    setEditing(null);
    notifySuccess(`Saved ${c.name}`);
  };

  return (
    <Page
      title="Notification channels"
      actions={
        channels.isSuccess && editing !== 'new' ? <Button onClick={() => setEditing('new')}>Add channel</Button> : null
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
        query={channels}
        what="notification channels"
        notOffered={<Text size="sm">Alert definitions still work; their firings are only recorded.</Text>}
        empty={{ title: 'No notification channels yet', body: 'Add one so that firings reach people.' }}
      >
        {(items) => (
          <Stack gap="sm">
            {items.map((c) =>
              editing === c.id ? (
                <ChannelForm
                  key={c.id}
                  workspaceId={workspaceId}
                  channel={c}
                  others={othersThan(c.id)}
                  onDone={saved}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <ChannelCard
                  key={c.id}
                  workspaceId={workspaceId}
                  channel={c}
                  onEdit={() => setEditing(c.id)}
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
