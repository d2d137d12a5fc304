import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { type NotificationChannel, errorTexts, isErrorText } from '../../../contract';
import { QueryError } from '../../../components/query-error';
import { useCreateChannel, useUpdateChannel } from '../../../data/channels/mutations';
import { isApiError } from '../../../lib/api-error';
import { ChannelFields } from './channel-fields';
import {
  type ChannelValues,
  type FieldName,
  bodyOf,
  channelFormSchema,
  emptyValues,
  fieldOfPath,
  valuesOf,
} from './channel-form-state';

// Mantine colours an alert's title in its own light shade: below 4.5:1 on the light background.
const TITLE = { title: { color: 'var(--mantine-color-text)' } };

type Props = {
  workspaceId: number;
  /** The channel edited, or null to add one. */
  channel: NotificationChannel | null;
  /** The channel edited is no longer in the workspace's list: deleted meanwhile. */
  gone?: boolean;
  /** The workspace's other channels (their names are taken). */
  others: readonly NotificationChannel[];
  onDone: (saved: NotificationChannel) => void;
  onCancel: () => void;
};

/** The service's refusal placed under the field it names; anything else is said above Save. */
function serviceErrors(error: unknown): { fields: Map<FieldName, string>; rest: unknown } {
  const fields = new Map<FieldName, string>();
  if (!isApiError(error)) return { fields, rest: error };
  if (isErrorText(errorTexts.channelNameTaken, error.detail)) {
    fields.set('name', error.detail ?? '');
    return { fields, rest: null };
  }
  for (const [path, messages] of error.fieldErrors()) {
    const field = fieldOfPath(path);
    if (field) fields.set(field, messages.join(' '));
  }
  return { fields, rest: fields.size > 0 ? null : error };
}

/**
 * Add or edit a channel, inline (react-hook-form, checked by the form's schema). Nothing typed is
 * lost when the service refuses; an edit of a channel deleted meanwhile can become a new one.
 */
export function ChannelForm({ workspaceId, channel, gone = false, others, onDone, onCancel }: Props) {
  const form = useForm<ChannelValues>({
    resolver: zodResolver(channelFormSchema(others)),
    defaultValues: channel ? valuesOf(channel) : emptyValues,
  });
  const { handleSubmit, setError, setFocus, control } = form;
  const secretAction = useWatch({ control, name: 'secretAction' });
  const create = useCreateChannel(workspaceId);
  const update = useUpdateChannel(workspaceId);
  const last = gone && !create.isIdle ? create : channel ? update : create;
  const pending = create.isPending || update.isPending;
  const title = channel ? `Edit ${channel.name}` : 'Add channel';
  useEffect(() => {
    if (!channel) setFocus('name');
    // Once, when the new channel's form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const send = (asNew: boolean) =>
    handleSubmit(async (values) => {
      const body = bodyOf(values);
      try {
        onDone(channel && !asNew ? await update.mutateAsync({ id: channel.id, body }) : await create.mutateAsync(body));
      } catch (error) {
        for (const [field, message] of serviceErrors(error).fields) setError(field, { type: 'server', message });
      }
    });
  const rest = serviceErrors(last.error).rest;
  const keptSecret = channel?.config?.secret_set === true && secretAction === 'keep';

  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <form onSubmit={send(gone)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            <bdi>{title}</bdi>
          </Title>
          <ChannelFields form={form} secretSet={channel ? (channel.config?.secret_set ?? false) : null} />
          {rest ? <QueryError error={rest} title="Could not save the channel" /> : null}
          {gone && (
            <Alert color="yellow" title="This channel no longer exists" styles={TITLE}>
              <Text size="sm">
                It was deleted meanwhile. What you typed is kept: it can become a new channel.
                {keptSecret ? ' The stored secret went with the old one; set it again to sign deliveries.' : ''}
              </Text>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
            {gone ? (
              <Button type="submit" loading={pending}>
                Create as a new channel
              </Button>
            ) : (
              <Button type="submit" loading={pending}>
                {channel ? 'Save' : 'Create'}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
