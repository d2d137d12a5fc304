import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AgentRef, AlertDefinition } from '../../contract';
import { changedElsewhere, type ConflictChoice, type Difference } from '../../lib/conflict';
import { notifySuccess } from '../../lib/notify';
import { routes } from '../../lib/routes';
import { notKeptFields } from '../../data/alerts/delivery';
import {
  type AlertDefinitionUpdate,
  useCreateAlertDefinition,
  useFreshDefinitions,
  useUpdateAlertDefinition,
} from '../../data/alerts/mutations';
import { channelListOptions } from '../../data/channels/queries';
import { asSeverity, goneChannels } from './components/routing-fields';
import type { DefinitionValues } from './components/definition-form';
import type { CatalogueSource } from './model/catalogue';
import {
  type DefinitionVersion,
  definitionDifferences,
  mergeDefinition,
  sameVersion,
  treeOf,
  versionOf,
  versionToSave,
} from './model/definition-conflict';
import type { useAlertBuilder } from './alert-draft';

type DefinitionConflict = {
  what: 'alert definition';
  mine: DefinitionVersion;
  theirs: DefinitionVersion;
  record: AlertDefinition;
  diffs: Difference[];
};

type Builder = ReturnType<typeof useAlertBuilder>;

/**
 * Saving one definition from the builder. A save first reads the definition again: one saved
 * elsewhere since the builder opened is shown (`conflict`, src/components/conflict-dialog.tsx),
 * not overwritten. `finish` ends the draft and the leave guard, then leaves for `to`.
 */
export function useDefinitionSave(
  agent: AgentRef,
  definition: AlertDefinition,
  builder: Builder,
  sources: readonly CatalogueSource[],
  finish: (message: string, to: string) => void,
) {
  const { editor } = builder;
  const update = useUpdateAlertDefinition(agent);
  const fresh = useFreshDefinitions(agent);
  // The version the builder stands on: what it opened, or what it last saved or took.
  const [base, setBase] = useState(() => versionOf(definition));
  const [checking, setChecking] = useState(false);
  const [conflict, setConflict] = useState<DefinitionConflict | null>(null);
  const asNew = useCreateAsNew(agent, builder, finish);

  const channels = useQuery(channelListOptions(agent.workspaceId));

  const save = async (v: DefinitionVersion) => {
    const body = bodyOf(v);
    const result = await update.mutateAsync({ id: definition.id, body });
    // The answer is the read-back: a delivery field it leaves out was not kept.
    const notKept = notKeptFields(body, result);
    const kept = notKept.length > 0 ? `, but this server did not keep: ${notKept.join(', ')}` : '';
    finish(`Alert definition "${result.name}" saved${kept}`, routes.alerts(agent));
  };

  const resolve = (choice: ConflictChoice) => {
    const c = conflict;
    setConflict(null);
    if (!c) return;
    // Whatever the choice, the builder now stands on the version saved elsewhere.
    setBase(c.theirs);
    if (choice.kind === 'take-theirs') {
      show(builder, c.theirs);
      notifySuccess('Took the saved version. Your changes were discarded.');
      return;
    }
    const next = choice.kind === 'merge' ? mergeDefinition(c.mine, c.theirs, c.diffs, choice.picks) : c.mine;
    if (choice.kind === 'merge') show(builder, next);
    // A refusal shows in the form (update.error).
    save(next).catch(() => undefined);
  };

  const onSubmit = async (v: DefinitionValues) => {
    const held = {
      name: v.name,
      enabled: v.enabled,
      tree: editor.tree,
      severity: v.routing?.severity,
      channelIds: v.routing?.channelIds,
      muteWindows: v.muteWindows,
    };
    const mine = versionToSave(held, base, goneChannels(v.routing?.channelIds ?? [], channels.data));
    setChecking(true);
    // A failed read does not stop the save: the service still answers for the definition.
    const now = await fresh()
      .then((list) => list.find((d) => d.id === definition.id))
      .catch(() => undefined)
      .finally(() => setChecking(false));
    const found = now ? conflictWith(base, mine, now, sources) : null;
    if (found) {
      setConflict(found);
      return;
    }
    await save(mine);
  };

  return {
    onSubmit,
    saving: update.isPending || checking,
    saveError: update.error,
    conflict,
    resolve,
    dismissConflict: () => setConflict(null),
    ...asNew,
  };
}

/** The PUT's body for a version: every field it holds, none it does not. */
const bodyOf = (v: DefinitionVersion): AlertDefinitionUpdate['body'] => ({
  name: v.name,
  condition_tree: JSON.parse(v.tree) as unknown,
  ...(v.enabled !== undefined && { enabled: v.enabled }),
  ...(v.severity !== undefined && { severity: v.severity }),
  ...(v.channelIds !== undefined && { channel_ids: v.channelIds }),
  ...(v.muteWindows !== undefined && { mute_windows: v.muteWindows }),
});

/** The builder now shows `v` (the saved version, or a merge). */
function show({ editor, setValues }: Builder, v: DefinitionVersion) {
  setValues({
    name: v.name,
    enabled: v.enabled,
    routing: { severity: asSeverity(v.severity), channelIds: v.channelIds ?? [] },
    muteWindows: v.muteWindows ?? [],
  });
  const t = treeOf(v);
  if (t && JSON.stringify(t) !== JSON.stringify(editor.tree)) editor.dispatch({ type: 'reset', tree: t });
}

/** The conflict when the definition changed elsewhere since `base` into something other than `mine`; else null. */
function conflictWith(
  base: DefinitionVersion,
  mine: DefinitionVersion,
  now: AlertDefinition,
  sources: readonly CatalogueSource[],
): DefinitionConflict | null {
  const theirs = versionOf(now);
  if (!changedElsewhere({ base, now: theirs, same: sameVersion }) || sameVersion(theirs, mine)) return null;
  const diffs = definitionDifferences(base, mine, theirs, sources);
  return { what: 'alert definition', mine, theirs, record: now, diffs };
}

/** The definition was deleted elsewhere: what the builder holds becomes a new one. */
function useCreateAsNew(agent: AgentRef, { editor, values }: Builder, finish: (message: string, to: string) => void) {
  const create = useCreateAlertDefinition(agent);
  const createAsNew = async () => {
    // A new record: what the builder shows is what it is created with (the switch as shown).
    const body = {
      name: values.name.trim(),
      enabled: values.enabled === true,
      condition_tree: editor.tree,
      ...(values.routing && { severity: values.routing.severity, channel_ids: values.routing.channelIds }),
      ...(values.muteWindows && { mute_windows: values.muteWindows }),
    };
    const created = await create.mutateAsync(body);
    finish(`Alert definition "${created.name}" created`, routes.alert(agent, created.id));
  };
  return { createAsNew, creating: create.isPending, createError: create.error };
}

/** After a save or a discard: the draft and the leave guard end, then the page goes to `to`. */
export function useFinish(dropDraft: () => void, release: () => void) {
  const navigate = useNavigate();
  return (message: string, to: string) => {
    notifySuccess(message);
    dropDraft();
    release();
    void navigate(to);
  };
}
