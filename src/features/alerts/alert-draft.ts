import { useEffect, useState, useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { type AgentRef, type ConditionNode, SEVERITIES, DAYS, conditionNodeSchema } from '../../contract';
import { readDraft } from '../../lib/drafts';
import { useDraftAutosave } from '../../lib/use-draft-autosave';
import type { DefinitionValues } from './components/definition-form';
import type { CatalogueSource } from './model/catalogue';
import { useTreeEditor } from './use-tree-editor';

/**
 * The alert builder's unsaved name, switch, severity and channels, mute windows (on a definition's page) and tree (src/lib/drafts.ts: this device, this
 * session), one per agent and definition ("new" for the create form): after a reload, an
 * ended session or a trip to another page the builder opens on what was typed.
 */
const alertDraftSchema = z.object({
  name: z.string(),
  enabled: z.optional(z.boolean()),
  routing: z.optional(z.object({ severity: z.enum(SEVERITIES), channelIds: z.array(z.number()) })),
  // As typed: a window still being filled in (no day yet, a half-typed zone) is kept too.
  muteWindows: z.optional(
    z.array(z.object({ days: z.array(z.enum(DAYS)), start: z.string(), end: z.string(), tz: z.string() })),
  ),
  tree: conditionNodeSchema,
});

/** Whether two sets of the form's values are the same (the channels in any order). */
export function sameValues(a: DefinitionValues, b: DefinitionValues): boolean {
  const ids = (v: DefinitionValues) => (v.routing ? [...v.routing.channelIds].sort((x, y) => x - y).join(',') : null);
  const mute = (v: DefinitionValues) => JSON.stringify(v.muteWindows ?? null);
  return (
    a.name === b.name &&
    a.enabled === b.enabled &&
    a.routing?.severity === b.routing?.severity &&
    ids(a) === ids(b) &&
    mute(a) === mute(b)
  );
}

export const alertDraftKey = (a: AgentRef, id: number | 'new') => `alert.${a.workspaceId}.${a.agentId}.${id}`;

const withoutTree = ({ tree: _tree, ...values }: z.infer<typeof alertDraftSchema>): DefinitionValues => values;

const EMPTY_TREE: ConditionNode = { type: 'group', operator: 'and', children: [] };

/**
 * A builder on a record (`saved`: the definition as the service has it, or the empty create
 * form), opened on its draft when there is one. `changed` compares with `saved` as it is now,
 * so a save that updates the record ends the draft.
 */
export function useAlertBuilder(
  agent: AgentRef,
  id: number | 'new',
  sources: readonly CatalogueSource[],
  saved: { values: DefinitionValues; tree?: ConditionNode },
) {
  const key = alertDraftKey(agent, id);
  const [restored, setRestored] = useState(() => readDraft(key, alertDraftSchema));
  const editor = useTreeEditor(sources, restored?.data.tree ?? saved.tree);
  const [values, setValues] = useState<DefinitionValues>(() =>
    restored ? { ...saved.values, ...withoutTree(restored.data) } : saved.values,
  );
  // The saved tree serialised as the store serialises the tree being built: compared as strings.
  const savedTree = JSON.stringify(saved.tree ?? EMPTY_TREE);
  const treeChanged = useSyncExternalStore(editor.subscribe, () => editor.snapshot().json !== savedTree);
  const changed = !sameValues(values, saved.values) || treeChanged;

  // Written on every change of the tree (through the store, without drawing the page) or of the values.
  const autosave = useDraftAutosave(key);
  useEffect(() => {
    const write = () => {
      const { json, tree } = editor.snapshot();
      const differs = !sameValues(values, saved.values) || json !== savedTree;
      autosave.update(differs ? { ...values, tree } : null);
    };
    write();
    return editor.subscribe(write);
  }, [autosave, editor, values, saved.values, savedTree]);

  /** Back to the record as saved (after a save, or when the person drops the draft). */
  const reset = () => {
    autosave.discard();
    setRestored(null);
    setValues(saved.values);
    editor.dispatch({ type: 'reset', tree: saved.tree });
  };
  return { editor, values, setValues, changed, restored, reset, dropDraft: () => autosave.discard() };
}
