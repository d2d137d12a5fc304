import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Text, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { ConfirmDelete } from '../../../components/confirm-delete';
import type { AgentRef } from '../../../contract';
import { routes } from '../../../lib/routes';
import { nameProblem, type SavedView } from '../model/saved-views';
import { DeleteViewButton, ViewLinkRow } from './view-link-row';

/** A view's name as typed, refused with `problem`'s words (blank, too long, taken). */
const nameFormSchema = (problem: (name: string) => string | null) =>
  z.object({ name: z.string() }).check(
    z.superRefine((v, ctx) => {
      const message = problem(v.name);
      if (message) ctx.addIssue({ code: 'custom', message, path: ['name'], input: v });
    }),
  );

/** A name field with Save/Cancel, refusing a blank or taken name in place; what was typed stays. */
export function NameForm({
  initial,
  label,
  submitLabel,
  formLabel,
  problem,
  onSubmit,
  onCancel,
}: {
  initial: string;
  label: string;
  submitLabel: string;
  formLabel: string;
  problem: (name: string) => string | null;
  /** Keeps the name; returns why it could not be kept (storage full or off), or null. */
  onSubmit: (name: string) => string | null;
  onCancel: () => void;
}) {
  const { register, handleSubmit, clearErrors, setError, formState } = useForm<{ name: string }>({
    // Built with this render's `problem`: the names taken are the ones listed now.
    resolver: zodResolver(nameFormSchema(problem)),
    defaultValues: { name: initial },
    reValidateMode: 'onSubmit',
    // A refused name leaves the focus where it was (Save clicked, or Enter in the field).
    shouldFocusError: false,
  });
  const submit = handleSubmit(({ name }) => {
    // What was typed stays in the field when the browser refuses to keep it.
    const failure = onSubmit(name);
    if (failure) setError('root.storage', { message: failure });
  });
  const failure = formState.errors.root?.storage?.message;
  return (
    <form noValidate aria-label={formLabel} onSubmit={(e) => void submit(e)}>
      <Group align="flex-start" gap="sm">
        <TextInput
          label={label}
          {...register('name', { onChange: () => clearErrors('name') })}
          error={formState.errors.name?.message}
          // Opened by a click on Save view / Rename: the person is here to type a name.
          autoFocus
          w={240}
        />
        <Button type="submit" mt={25} size="sm">
          {submitLabel}
        </Button>
        <Button variant="default" mt={25} size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
      {failure && (
        <Alert color="red" variant="light" role="alert" title="Not saved" mt="xs" maw={560}>
          <Text size="sm">{failure}</Text>
        </Alert>
      )}
    </form>
  );
}

export type Changes = { rename: (from: string, to: string) => string | null; remove: (name: string) => string | null };

/**
 * A view kept in this browser: its link, Rename (in place) and Delete (after asking), and `extra`
 * actions beside them with `below` under the line.
 */
export function ViewRow({
  agent,
  view,
  views,
  changes,
  extra,
  below,
}: {
  agent: AgentRef;
  view: SavedView;
  views: readonly SavedView[];
  changes: Changes;
  extra?: ReactNode;
  below?: ReactNode;
}) {
  const [renaming, setRenaming] = useState(false);
  if (renaming) {
    return (
      <li>
        <NameForm
          initial={view.name}
          label="Name"
          submitLabel="Rename"
          formLabel={`Rename ${view.name}`}
          problem={(n) => nameProblem(n, views, view.name)}
          onSubmit={(n) => {
            const failed = changes.rename(view.name, n);
            if (!failed) setRenaming(false);
            return failed;
          }}
          onCancel={() => setRenaming(false)}
        />
      </li>
    );
  }
  return (
    <ViewLinkRow to={routes.calls(agent, view.query)} name={view.name} below={below}>
      <Button size="compact-xs" variant="subtle" aria-label={`Rename ${view.name}`} onClick={() => setRenaming(true)}>
        Rename
      </Button>
      <DeleteView name={view.name} remove={changes.remove} />
      {extra}
    </ViewLinkRow>
  );
}

function DeleteView({ name, remove }: { name: string; remove: Changes['remove'] }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <DeleteViewButton name={name} onClick={() => setAsking(true)} />
      <ConfirmDelete
        opened={asking}
        name={name}
        what="saved view"
        pending={false}
        error={null}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          remove(name);
        }}
      />
    </>
  );
}
