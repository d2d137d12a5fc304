import { Button, Group, Paper, PasswordInput, Radio, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { type NotificationChannel, errorTexts, isErrorText } from '../../contract';
import { QueryError } from '../../components/query-error';
import { useCreateChannel, useUpdateChannel } from '../../data/channels/mutations';
import { isApiError } from '../../lib/api-error';
import {
  type ChannelValues,
  type FormErrors,
  bodyOf,
  emptyValues,
  fieldOfPath,
  validate,
  valuesOf,
} from './channel-form-state';

type Props = {
  workspaceId: number;
  /** The channel edited, or null to add one. */
  channel: NotificationChannel | null;
  /** The workspace's other channels (their names are taken). */
  others: readonly NotificationChannel[];
  onDone: (saved: NotificationChannel) => void;
  onCancel: () => void;
};

/** The service's refusal placed under the field it names; anything else is said above Save. */
function serviceErrors(error: unknown): { fields: Map<string, string>; rest: unknown } {
  const fields = new Map<string, string>();
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

/** Add or edit a channel, inline. Nothing typed is lost when the service refuses. */
export function ChannelForm({ workspaceId, channel, others, onDone, onCancel }: Props) {
  const [values, setValues] = useState<ChannelValues>(() => (channel ? valuesOf(channel) : emptyValues));
  const [checked, setChecked] = useState<FormErrors | null>(null);
  const create = useCreateChannel(workspaceId);
  const update = useUpdateChannel(workspaceId);
  const save = channel ? update : create;
  const set = (patch: Partial<ChannelValues>) => setValues((v) => ({ ...v, ...patch }));
  const service = serviceErrors(save.error);
  const errorOf = (field: keyof ChannelValues) => checked?.get(field as never) ?? service.fields.get(field);
  const title = channel ? `Edit ${channel.name}` : 'Add channel';

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const problems = validate(values, others);
    setChecked(problems);
    if (problems.size > 0) return;
    const body = bodyOf(values);
    if (channel) update.mutate({ id: channel.id, body }, { onSuccess: onDone });
    else create.mutate(body, { onSuccess: onDone });
  };

  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            <bdi>{title}</bdi>
          </Title>
          <ChannelFields values={values} set={set} errorOf={errorOf} secretSet={channel?.config?.secret_set ?? null} />
          {service.rest ? <QueryError error={service.rest} title="Could not save the channel" /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {channel ? 'Save' : 'Create'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

type FieldProps = {
  values: ChannelValues;
  set: (patch: Partial<ChannelValues>) => void;
  errorOf: (field: keyof ChannelValues) => string | undefined;
  /** Whether the stored channel has a secret; null for a new channel. */
  secretSet: boolean | null;
};

/** Name, type, and the type's own fields. */
function ChannelFields({ values, set, errorOf, secretSet }: FieldProps) {
  return (
    <>
      <TextInput
        label="Name"
        value={values.name}
        onChange={(e) => set({ name: e.currentTarget.value })}
        error={errorOf('name')}
        required
        dir="auto"
      />
      <Radio.Group label="Type" value={values.type} onChange={(type) => set({ type: type as ChannelValues['type'] })}>
        <Group gap="md" mt={4}>
          <Radio value="webhook" label="Webhook" />
          <Radio value="slack" label="Slack" />
          <Radio value="email" label="Email" />
        </Group>
      </Radio.Group>
      {values.type === 'webhook' && <WebhookFields values={values} set={set} errorOf={errorOf} secretSet={secretSet} />}
      {values.type === 'slack' && (
        <TextInput
          label="Slack webhook URL"
          description="The incoming-webhook URL Slack gave you"
          value={values.slackUrl}
          onChange={(e) => set({ slackUrl: e.currentTarget.value })}
          error={errorOf('slackUrl')}
          required
        />
      )}
      {values.type === 'email' && (
        <Textarea
          label="Addresses"
          description="One per line, or separated by commas"
          autosize
          minRows={2}
          value={values.addresses}
          onChange={(e) => set({ addresses: e.currentTarget.value })}
          error={errorOf('addresses')}
          required
        />
      )}
    </>
  );
}

/** URL and the write-only secret: set or not set, replaced, cleared, never shown. */
function WebhookFields({ values, set, errorOf, secretSet }: FieldProps) {
  const secretField = (
    <PasswordInput
      label="Secret"
      description="Optional. Deliveries are signed with it (X-Signature: sha256=…)"
      value={values.secret}
      onChange={(e) => set({ secret: e.currentTarget.value })}
      error={errorOf('secret')}
      autoComplete="new-password"
    />
  );
  return (
    <>
      <TextInput
        label="URL"
        value={values.url}
        onChange={(e) => set({ url: e.currentTarget.value })}
        error={errorOf('url')}
        required
      />
      {secretSet === null ? (
        secretField
      ) : (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Secret: {values.secretAction === 'clear' ? 'will be cleared on save' : secretSet ? 'set' : 'not set'}
          </Text>
          {values.secretAction === 'replace' && secretField}
          <Group gap="xs">
            {values.secretAction === 'keep' ? (
              <>
                <Button size="xs" variant="default" onClick={() => set({ secretAction: 'replace' })}>
                  {secretSet ? 'Replace secret' : 'Set secret'}
                </Button>
                {secretSet && (
                  <Button
                    size="xs"
                    variant="default"
                    color="red"
                    onClick={() => set({ secretAction: 'clear', secret: '' })}
                  >
                    Clear secret
                  </Button>
                )}
              </>
            ) : (
              <Button size="xs" variant="default" onClick={() => set({ secretAction: 'keep', secret: '' })}>
                Keep the stored secret
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </>
  );
}
