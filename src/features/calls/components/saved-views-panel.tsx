import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ConfirmDelete } from '../../../components/confirm-delete';
import type { AgentRef } from '../../../contract';
import { routes } from '../../../lib/routes';
import { nameProblem, useSavedViews, type SavedView } from '../saved-views';

/** A name field with Save/Cancel, refusing a blank or taken name in place; what was typed stays. */
function NameForm({
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
  onSubmit: (name: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const p = problem(name);
    setError(p);
    if (!p) onSubmit(name);
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
    </form>
  );
}

function ViewRow({ agent, view, views }: { agent: AgentRef; view: SavedView; views: SavedView[] }) {
  const { rename } = useSavedViews(agent);
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
            rename(view.name, n);
            setRenaming(false);
          }}
          onCancel={() => setRenaming(false)}
        />
      </li>
    );
  }
  return (
    <li>
      <Group gap="xs" wrap="nowrap">
        <Anchor component={Link} to={routes.calls(agent, view.query)} size="sm" style={{ overflowWrap: 'anywhere' }}>
          <bdi>{view.name}</bdi>
        </Anchor>
        <Button size="compact-xs" variant="subtle" aria-label={`Rename ${view.name}`} onClick={() => setRenaming(true)}>
          Rename
        </Button>
        <DeleteView agent={agent} name={view.name} />
      </Group>
    </li>
  );
}

function DeleteView({ agent, name }: { agent: AgentRef; name: string }) {
  const { remove } = useSavedViews(agent);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button size="compact-xs" variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={() => setAsking(true)}>
        Delete
      </Button>
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

/**
 * Saved views of this agent's calls, kept in this browser: links by name (a view is a URL, so it
 * can be shared too), rename and delete, and "Save view" for the list as it is now.
 */
export function SavedViewsPanel({ agent, currentQuery }: { agent: AgentRef; currentQuery: string }) {
  const { views, save } = useSavedViews(agent);
  const [saving, setSaving] = useState(false);
  return (
    <Stack gap="xs" component="section" aria-label="Saved views">
      <Group gap="sm">
        <Text size="sm" fw={500}>
          Saved views
        </Text>
        {!saving && (
          <Button size="compact-sm" variant="default" onClick={() => setSaving(true)}>
            Save view
          </Button>
        )}
      </Group>
      {saving && (
        <NameForm
          initial=""
          label="Name"
          submitLabel="Save"
          formLabel="Save view"
          problem={(n) => nameProblem(n, views)}
          onSubmit={(n) => {
            save(n, currentQuery);
            setSaving(false);
          }}
          onCancel={() => setSaving(false)}
        />
      )}
      {views.length === 0 ? (
        <Text size="sm" c="dimmed">
          None yet. Save view keeps these filters, time range and order under a name, in this browser.
        </Text>
      ) : (
        <Group component="ul" gap="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {views.map((v) => (
            <ViewRow key={v.name} agent={agent} view={v} views={views} />
          ))}
        </Group>
      )}
    </Stack>
  );
}
