import { Button, Group, PasswordInput, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { AddressInput } from './address-input';
import type { ChannelValues } from './channel-form-state';

type FieldProps = {
  form: UseFormReturn<ChannelValues>;
  /** Whether the stored channel has a secret; null for a new channel. */
  secretSet: boolean | null;
};

/** Name, type, and the type's own fields. A stored channel's addresses are shown on request. */
export function ChannelFields({ form, secretSet }: FieldProps) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const type = useWatch({ control, name: 'type' });
  const stored = secretSet !== null;
  return (
    <>
      <TextInput label="Name" {...register('name')} error={errors.name?.message} required dir="auto" />
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <Radio.Group
            label="Type"
            name={field.name}
            value={field.value}
            onChange={(v) => field.onChange(v as ChannelValues['type'])}
          >
            <Group gap="md" mt={4}>
              <Radio value="webhook" label="Webhook" />
              <Radio value="slack" label="Slack" />
              <Radio value="email" label="Email" />
            </Group>
          </Radio.Group>
        )}
      />
      {type === 'webhook' && <WebhookFields form={form} secretSet={secretSet} />}
      {type === 'slack' && (
        <AddressInput
          label="Slack webhook URL"
          description="The incoming-webhook URL Slack gave you"
          concealed={stored}
          {...register('slackUrl')}
          error={errors.slackUrl?.message}
          required
        />
      )}
      {type === 'email' && (
        <Textarea
          label="Addresses"
          description="One per line, or separated by commas"
          autosize
          minRows={2}
          {...register('addresses')}
          error={errors.addresses?.message}
          required
        />
      )}
    </>
  );
}

/** URL and the write-only secret: set or not set, replaced, cleared, never shown. */
function WebhookFields({ form, secretSet }: FieldProps) {
  const { register, control, setValue, formState } = form;
  const { errors } = formState;
  const secretAction = useWatch({ control, name: 'secretAction' });
  const act = (action: ChannelValues['secretAction']) => {
    setValue('secretAction', action);
    if (action !== 'replace') setValue('secret', '');
  };
  const secretField = (
    <PasswordInput
      label="Secret"
      description="Optional. Deliveries are signed with it (X-Signature: sha256=…)"
      {...register('secret')}
      error={errors.secret?.message}
      autoComplete="new-password"
    />
  );
  return (
    <>
      <AddressInput
        label="URL"
        concealed={secretSet !== null}
        {...register('url')}
        error={errors.url?.message}
        required
      />
      {secretSet === null ? (
        secretField
      ) : (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Secret: {secretAction === 'clear' ? 'will be cleared on save' : secretSet ? 'set' : 'not set'}
          </Text>
          {secretAction === 'replace' && secretField}
          <Group gap="xs">
            {secretAction === 'keep' ? (
              <>
                <Button size="xs" variant="default" onClick={() => act('replace')}>
                  {secretSet ? 'Replace secret' : 'Set secret'}
                </Button>
                {secretSet && (
                  <Button size="xs" variant="default" color="red" onClick={() => act('clear')}>
                    Clear secret
                  </Button>
                )}
              </>
            ) : (
              <Button size="xs" variant="default" onClick={() => act('keep')}>
                Keep the stored secret
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </>
  );
}
