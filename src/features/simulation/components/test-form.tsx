import { Alert, Anchor, Button, Group, List, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { Controller, FormProvider } from 'react-hook-form';
import { useId } from 'react';
import { Link } from 'react-router';
import { useAgentRef } from '../../../lib/agent-ref';
import { routes } from '../../../lib/routes';
import { QueryError } from '../../../components/query-error';
import { RoleNote, useAllowed } from '../../../components/role-note';
import { refView, type TestLookups } from '../model/test-refs';
import { ExpectationFields } from './expectation-fields';
import { NONE } from '../model/test-form-values';
import { optionsOf } from '../hooks/use-test-lookups';
import { useTestForm, type TestFormOptions } from '../hooks/use-test-form';

type Props = TestFormOptions & {
  lookups: TestLookups;
  /** The records the stored test refers to that no longer exist ("Profile 12 (deleted)"). */
  deleted?: readonly string[];
};

/** A simulation test's form: the caller (a profile, optionally a clip set) and what the agent must do. */
export function TestForm({ lookups, deleted = [], ...options }: Props) {
  const { form, submit, failure, changed, guard, revert } = useTestForm(options);
  const edit = useAllowed('edit');
  const roleId = useId();
  const { control, register, formState } = form;
  const agent = useAgentRef();
  const sourceCallId = options.initial.sourceCallId;
  const profile = form.watch('profile');
  const clipSet = form.watch('clipSet');
  // A new test has no profile yet: the native select shows this until one is chosen.
  const profileOptions = [
    { value: '', label: 'Choose the caller', disabled: true },
    ...optionsOf(lookups.profile, profile === null ? [] : [profile], (id) => refView('profile', id, lookups).text),
  ];
  const clipSetOptions = [
    { value: NONE, label: 'None' },
    ...optionsOf(lookups.clipSet, clipSet === NONE ? [] : [clipSet], (id) => refView('clipSet', id, lookups).text),
  ];

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Simulation test">
        <Stack gap="md" maw={640}>
          {deleted.length > 0 && (
            <Alert color="orange" variant="light" title="This test refers to records that no longer exist">
              <Text size="sm">{deleted.join(', ')}. Choose others, or remove them, before saving.</Text>
            </Alert>
          )}
          {sourceCallId !== null && (
            <Text size="sm">
              Made from{' '}
              <Anchor component={Link} to={routes.call(agent, sourceCallId)}>
                Call {sourceCallId}
              </Anchor>
            </Text>
          )}
          <TextInput label="Name" required {...register('name')} error={formState.errors.name?.message} />
          <Controller
            control={control}
            name="profile"
            render={({ field, fieldState }) => (
              <NativeSelect
                label="Simulation profile"
                description="The simulated caller"
                required
                data={profileOptions}
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.currentTarget.value === '' ? null : e.currentTarget.value)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="clipSet"
            render={({ field, fieldState }) => (
              <NativeSelect
                label="Voice clip set"
                description="The caller's turns, replayed; None: the caller speaks from the profile"
                data={clipSetOptions}
                value={field.value}
                onChange={(e) => field.onChange(e.currentTarget.value)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
          <ExpectationFields lookups={lookups} />
          {failure && (
            <>
              <QueryError error={failure.error} title="Could not save. Your changes are still here." />
              {failure.items.length > 0 && (
                <List size="sm">
                  {failure.items.map((item, i) => (
                    <List.Item key={i}>{item}</List.Item>
                  ))}
                </List>
              )}
            </>
          )}
          <RoleNote allowed={edit} id={roleId} />
          <Group gap="sm">
            <Button
              type="submit"
              loading={formState.isSubmitting}
              disabled={!edit.allowed}
              aria-describedby={edit.allowed ? undefined : roleId}
            >
              {options.submitLabel}
            </Button>
            <Button variant="default" disabled={!changed || formState.isSubmitting} onClick={revert}>
              Revert changes
            </Button>
          </Group>
        </Stack>
      </form>
      {guard.dialog}
    </FormProvider>
  );
}
