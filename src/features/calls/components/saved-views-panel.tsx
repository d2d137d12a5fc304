import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ConfirmDelete } from '../../../components/confirm-delete';
import type { AgentRef } from '../../../contract';
import { routes } from '../../../lib/routes';
import { nameKey, nameProblem, useSavedViews, type SavedView } from '../saved-views';

/** Saved views drawn at once; past that, a search field finds the others. */
export const SHOWN_VIEWS = 12;

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

type Changes = { rename: (from: string, to: string) => string | null; remove: (name: string) => string | null };

function ViewRow({
  agent,
  view,
  views,
  changes,
}: {
  agent: AgentRef;
  view: SavedView;
  views: SavedView[];
  changes: Changes;
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
    <li>
      <Group gap="xs" wrap="nowrap">
        <Anchor component={Link} to={routes.calls(agent, view.query)} size="sm" style={{ overflowWrap: 'anywhere' }}>
          <bdi>{view.name}</bdi>
        </Anchor>
        <Button size="compact-xs" variant="subtle" aria-label={`Rename ${view.name}`} onClick={() => setRenaming(true)}>
          Rename
        </Button>
        <DeleteView name={view.name} remove={changes.remove} />
      </Group>
    </li>
  );
}

function DeleteView({ name, remove }: { name: string; remove: Changes['remove'] }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        aria-label={`Delete ${name}`}
        onClick={() => setAsking(true)}
      >
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
export function SavedViewsPanel({
  agent,
  currentQuery,
  note,
}: {
  agent: AgentRef;
  currentQuery: string;
  /** Why the views are kept here (a server that keeps none, B.12), said under the title. */
  note?: string;
}) {
  const { views, save, rename, remove } = useSavedViews(agent);
  const [saving, setSaving] = useState(false);
  const [find, setFind] = useState('');
  const changes = { rename, remove };
  // However many views, a bounded number is drawn: the ones whose name holds what was typed.
  const findKey = nameKey(find);
  const matching = useMemo(
    () => (findKey === '' ? views : views.filter((v) => nameKey(v.name).includes(findKey))),
    [views, findKey],
  );
  const shown = matching.slice(0, SHOWN_VIEWS);
  return (
    <Stack gap="xs" component="section" aria-label="Saved views" style={{ minWidth: 0, flex: '1 1 320px' }}>
      {/* One line while it fits: the name, the views (or what Save view does), and Save view. */}
      <Group gap="xs" wrap="wrap" align="center">
        <Text size="sm" fw={500}>
          Saved views
        </Text>
        {views.length === 0 ? (
          <Text size="sm" c="dimmed">
            None yet: Save view keeps these filters, time range and order under a name, in this browser.
          </Text>
        ) : (
          <Group component="ul" gap="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {shown.map((v) => (
              <ViewRow key={v.name} agent={agent} view={v} views={views} changes={changes} />
            ))}
          </Group>
        )}
        {!saving && (
          <Button size="compact-sm" variant="default" onClick={() => setSaving(true)}>
            Save view
          </Button>
        )}
      </Group>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
      {saving && (
        <NameForm
          initial=""
          label="Name"
          submitLabel="Save"
          formLabel="Save view"
          problem={(n) => nameProblem(n, views)}
          onSubmit={(n) => {
            const failed = save(n, currentQuery);
            if (!failed) setSaving(false);
            return failed;
          }}
          onCancel={() => setSaving(false)}
        />
      )}
      {views.length > SHOWN_VIEWS && (
        <TextInput
          label="Find a saved view"
          size="sm"
          w={240}
          value={find}
          onChange={(e) => setFind(e.currentTarget.value)}
        />
      )}
      {matching.length > shown.length && (
        <Text size="sm" c="dimmed">
          {(matching.length - shown.length).toLocaleString()} more of {views.length.toLocaleString()} saved views: type
          part of a name above to find one.
        </Text>
      )}
      {views.length > 0 && matching.length === 0 && (
        <Text size="sm" c="dimmed">
          No saved view has a name with “<bdi>{find.trim()}</bdi>”.
        </Text>
      )}
    </Stack>
  );
}
