import { Alert, Button, Group, Text, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ConfirmDelete } from '../../../components/confirm-delete';
import type { AgentRef } from '../../../contract';
import { routes } from '../../../lib/routes';
import { nameProblem, type SavedView } from '../model/saved-views';
import { DeleteViewButton, ViewLinkRow } from './view-link-row';

// State in React, not react-hook-form: this form is on a page's first screen, and react-hook-form
// would add its chunk to that page's first load (docs/performance.md, row "Small forms on a page's
// first screen keep their state in React").

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
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const p = problem(name);
    setError(p);
    setFailure(null);
    // What was typed stays in the field when the browser refuses to keep it.
    if (!p) setFailure(onSubmit(name));
  };
  return (
    <form noValidate aria-label={formLabel} onSubmit={submit}>
      <Group align="flex-start" gap="sm">
        <TextInput
          label={label}
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(null);
          }}
          error={error}
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
