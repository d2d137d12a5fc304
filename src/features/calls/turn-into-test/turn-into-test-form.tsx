import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { AgentRef, SimulationTest } from '../../../contract';
import { QueryError } from '../../../components/query-error';
import { routes } from '../../../lib/routes';
import { ExpectationInputs } from './expectation-inputs';
import { PrefillSource } from './prefill-source';
import { type TurnIntoTestValues, turnIntoTestSchema } from './test-from-call';
import { useCreateFromCall } from './use-create-from-call';
import type { TestPrefill } from './use-test-prefill';

type Props = {
  agent: AgentRef;
  callId: number;
  /** The caller's turns, by their 0-based position in the transcript. */
  callerTurns: readonly number[];
  prefill: TestPrefill;
  onCreated: (test: SimulationTest) => void;
  onCancel: () => void;
};

const turnsText = (n: number) => (n === 1 ? '1 turn' : `${n} turns`);

/** The dialog's form: react-hook-form through the contract's body schema; nothing typed is lost on a refusal. */
export function TurnIntoTestForm({ agent, callId, callerTurns, prefill, onCreated, onCancel }: Props) {
  const form = useForm<TurnIntoTestValues>({
    resolver: zodResolver(turnIntoTestSchema),
    defaultValues: prefill.initial,
  });
  const { register, control, formState } = form;
  const { submit, failure, clipSet, pending } = useCreateFromCall({ agent, callId, callerTurns, form, onCreated });
  const noProfiles = prefill.profiles.length === 0;

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Turn into a test">
        <Stack gap="md">
          <PrefillSource prefill={prefill} />
          <TextInput
            label="Name"
            required
            autoComplete="off"
            {...register('name')}
            error={formState.errors.name?.message}
          />
          <Controller
            control={control}
            name="simulation_profile_id"
            render={({ field, fieldState }) => (
              <Select
                label="Simulation profile"
                description="The simulated caller"
                required
                placeholder={noProfiles ? 'No profiles yet' : 'Choose a profile'}
                data={prefill.profiles}
                value={field.value === null ? null : String(field.value)}
                onChange={(v) => field.onChange(v === null ? null : Number(v))}
                onBlur={field.onBlur}
                ref={field.ref}
                allowDeselect={false}
                searchable
                error={fieldState.error?.message}
              />
            )}
          />
          {noProfiles && (
            <Text size="sm">
              This agent has no simulation profiles yet.{' '}
              <Anchor component={Link} to={routes.newProfile(agent)}>
                Create a simulation profile
              </Anchor>
            </Text>
          )}
          <Controller
            control={control}
            name="replay"
            render={({ field }) => (
              <Checkbox
                label="Replay the caller's turns"
                description={
                  callerTurns.length > 0
                    ? `Cuts the caller's ${turnsText(callerTurns.length)} of this call into a voice clip set that the test replays.`
                    : 'This call has no caller turns to replay: the caller speaks from the profile.'
                }
                disabled={callerTurns.length === 0}
                checked={field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          {failure?.step === 'cut' && (
            <QueryError error={failure.error} title="Could not cut the caller's turns. No test was created." />
          )}
          {clipSet && failure?.step === 'test' && (
            <Text size="sm" role="status">
              The caller's turns were cut into the clip set “<bdi>{clipSet.name || `Voice clip set ${clipSet.id}`}</bdi>
              ” (voice clip set {clipSet.id}); Create test uses it again rather than cutting them again.
            </Text>
          )}
          <ExpectationInputs intents={prefill.intents} rules={prefill.rules} />
          {failure?.step === 'test' && failure.rest && (
            <QueryError error={failure.error} title="Could not create the test. What you entered is still here." />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              Create test
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
