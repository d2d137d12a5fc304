import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type AgentRef, alertDefinitionBodySchema } from '../../../contract';
import { QueryError } from '../../../components/query-error';
import { isApiError } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { useCreateAlertDefinition } from '../api';
import type { TreeEditor } from '../use-tree-editor';

const formSchema = alertDefinitionBodySchema.pick({ name: true, enabled: true });
type FormValues = { name: string; enabled: boolean };

/**
 * Name, enabled and "Create" for the tree being built. A tree with flagged problems is not
 * sent; a refused save keeps the name and the tree as they were.
 */
export function CreateDefinitionForm({ agent, editor }: { agent: AgentRef; editor: TreeEditor }) {
  const headingId = useId();
  const create = useCreateAlertDefinition(agent);
  const [treeError, setTreeError] = useState<string | null>(null);
  const { register, control, handleSubmit, reset, setError, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', enabled: true },
  });

  const onSubmit = handleSubmit(async (values) => {
    const problems = editor.problems.size;
    if (problems > 0) {
      setTreeError(
        editor.root.children.length === 0
          ? 'Add at least one condition to the tree before creating the alert.'
          : `Fix the ${problems} flagged ${problems === 1 ? 'problem' : 'problems'} in the condition tree first.`,
      );
      document.querySelector<HTMLElement>('[data-builder] [aria-invalid="true"]')?.focus();
      return;
    }
    setTreeError(null);
    try {
      const created = await create.mutateAsync({ ...values, condition_tree: editor.tree });
      notifySuccess(`Alert definition "${created.name}" created`);
      reset({ name: '', enabled: true });
      create.reset();
      editor.actions.reset();
    } catch (e) {
      // A field the service names goes under that field; anything else shows in the form.
      const fields = isApiError(e) ? e.fieldErrors() : {};
      if (fields.name?.[0]) setError('name', { message: fields.name[0] });
    }
  });

  const nameFieldError = isApiError(create.error) && create.error.fieldErrors().name;
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={headingId}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id={headingId}>
            New alert definition
          </Title>
          <TextInput label="Name" {...register('name')} error={formState.errors.name?.message} />
          <Controller
            control={control}
            name="enabled"
            render={({ field }) => (
              <Switch label="Enabled" checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} onBlur={field.onBlur} ref={field.ref} />
            )}
          />
          {treeError ? (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              {treeError}
            </Text>
          ) : null}
          {create.error && !nameFieldError ? <QueryError error={create.error} title="Could not create the alert definition" /> : null}
          <Group>
            <Button type="submit" loading={create.isPending}>
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
