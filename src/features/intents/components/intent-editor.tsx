import { Box, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { AgentRef, CallIntent, CallIntentBody } from '../../../contract';
import type { Conflict } from '../../../components/conflict-dialog';
import { DeferredBody } from '../../../components/deferred-body';
import { RecordChanges } from '../../../components/record-changes';
import { DraftRestored } from '../../../components/draft-restored';
import { useLeaveGuard } from '../../../components/use-leave-guard';
import { isApiError } from '../../../lib/api-error';
import { changedElsewhere, type ConflictChoice, conflictTitle, differencesOf, pickOf } from '../../../lib/conflict';
import { notifySuccess } from '../../../lib/notify';
import { useDraftAutosave } from '../../../lib/use-draft-autosave';
import { intentListOptions } from '../../../data/intents/queries';
import { isIntentNotFound, useCreateIntent, useFreshIntents, useUpdateIntent } from '../../../data/intents/mutations';
import { intentDraftKey, loadIntentDraft } from '../intent-draft';
import { IntentForm } from './intent-form';

// Shown only when a save meets a change made elsewhere: its code (radio groups) comes then.
const ConflictPanel = lazy(() => import('../../../components/conflict-dialog').then((m) => ({ default: m.ConflictPanel })));

/** What the editor dialog is open on. `byId`: opened by id on a server without the list. */
export type EditorTarget = { mode: 'create' } | { mode: 'edit'; intent: CallIntent; byId: boolean };

export type IntentEditorProps = {
  agent: AgentRef;
  target: EditorTarget | null;
  onClose: () => void;
  onSaved?: (intent: CallIntent) => void;
  /** The record is gone (endpoint 1's "not found"); the list has been refreshed already. */
  onVanished?: (id: number) => void;
};

const targetId = (t: EditorTarget) => (t.mode === 'edit' ? t.intent.id : null);
const sameIntent = (a: CallIntentBody, b: CallIntentBody) => a.label === b.label && a.description === b.description;
const bodyOf = (i: CallIntent): CallIntentBody => ({ label: i.label, description: i.description ?? '' });

/** Mine and theirs side by side (src/lib/conflict.ts): the label and the description. */
function intentConflict(base: CallIntentBody, mine: CallIntentBody, theirs: CallIntentBody): Conflict {
  const diffs = differencesOf([
    { id: 'label', label: 'Label', base: base.label, mine: mine.label, theirs: theirs.label },
    { id: 'description', label: 'Description', base: base.description, mine: mine.description, theirs: theirs.description },
  ]);
  return { what: 'call intent', diffs };
}

/**
 * The create/edit dialog. It closes only on success or when the person discards, so nothing
 * typed is lost: the text is kept as a draft while it differs from the record (restored when
 * the same editor opens again, after a reload or a new sign-in), and leaving the page asks first.
 */
export function IntentEditor({ agent, target, onClose, onSaved, onVanished }: IntentEditorProps) {
  const create = useCreateIntent(agent);
  const update = useUpdateIntent(agent);
  const list = useQuery({ ...intentListOptions(agent), enabled: target !== null });
  const editing = target?.mode === 'edit' ? target : null;
  const [changed, setChanged] = useState(false);
  const [askDiscard, setAskDiscard] = useState(false);
  const guard = useLeaveGuard(target !== null && changed, 'call intent', { keptAsDraft: true });
  const fresh = useFreshIntents(agent);
  // The version the form stands on once a change made elsewhere was seen, and the text to show.
  const [took, setTook] = useState<{ base: CallIntentBody; values: CallIntentBody | null; rev: number } | null>(null);
  // A save that met a change made elsewhere waits for the person's choice.
  const [asking, setAsking] = useState<{ conflict: Conflict; answer: (choice: ConflictChoice) => void } | null>(null);

  // The draft of this target, read once per opening.
  const [opening, setOpening] = useState<{ target: EditorTarget; draft: ReturnType<typeof loadIntentDraft> } | null>(null);
  if (target && opening?.target !== target) {
    const d = loadIntentDraft(agent);
    setOpening({ target, draft: d && d.data.intentId === targetId(target) ? d : null });
    setChanged(false);
    setAskDiscard(false);
    setTook(null);
    setAsking(null);
  }
  const restored = target ? opening?.draft ?? null : null;

  const autosave = useDraftAutosave(intentDraftKey(agent));
  const onValuesChange = useCallback(
    (values: CallIntentBody, isChanged: boolean) => {
      setChanged(isChanged);
      // A closed editor's form may still report while it leaves.
      if (target) autosave.update(isChanged ? { intentId: targetId(target), ...values } : null);
    },
    [autosave, target],
  );

  const finish = () => {
    setAsking(null);
    autosave.discard();
    guard.release();
    setChanged(false);
    setAskDiscard(false);
    onClose();
  };
  const requestClose = () => (changed ? setAskDiscard(true) : finish());

  const opened: CallIntentBody = editing ? bodyOf(editing.intent) : { label: '', description: '' };
  const record = took?.base ?? opened;

  /**
   * Reads the intent again before saving: one saved elsewhere since the editor opened is shown
   * (mine, theirs, or item by item) instead of being overwritten. Resolves with what to save, or
   * null when the person took the saved version.
   */
  const checkFresh = async (id: number, mine: CallIntentBody): Promise<CallIntentBody | null> => {
    // A failed read does not stop the save: the service still answers for the intent.
    const now = await fresh()
      .then((list) => list.find((i) => i.id === id))
      .catch(() => undefined);
    const theirs = now && bodyOf(now);
    if (!theirs || !changedElsewhere({ base: record, now: theirs, same: sameIntent }) || sameIntent(theirs, mine)) return mine;
    const conflict = intentConflict(record, mine, theirs);
    const choice = await new Promise<ConflictChoice>((answer) => setAsking({ conflict, answer }));
    setAsking(null);
    if (choice.kind === 'take-theirs') {
      // A new form on the saved version (a new key): what was typed goes.
      setTook((prev) => ({ base: theirs, values: theirs, rev: (prev?.rev ?? 0) + 1 }));
      notifySuccess('Took the saved version. Your changes were discarded.');
      return null;
    }
    // The same form, now measured against the saved version.
    setTook((prev) => ({ base: theirs, values: prev?.values ?? null, rev: prev?.rev ?? 0 }));
    if (choice.kind === 'keep-mine') return mine;
    const take = (id: string) => conflict.diffs.some((d) => d.id === id && pickOf(d, choice.picks) === 'theirs');
    return { label: take('label') ? theirs.label : mine.label, description: take('description') ? theirs.description : mine.description };
  };
  const others = (list.data ?? []).filter((i) => i.id !== editing?.intent.id);

  return (
    // Composed rather than <Modal title>: Mantine's header is a <header> (a second banner
    // landmark for axe) and its close button has no name.
    <>
      <Modal.Root
        opened={target !== null}
        onClose={requestClose}
        size="lg"
        // A stray click outside must not throw away a long description.
        closeOnClickOutside={false}
      >
        <Modal.Overlay />
        <Modal.Content>
          <Modal.Header component="div">
            <Modal.Title fw={600} style={{ overflowWrap: 'anywhere' }}>
              {editing ? (
                <>
                  Edit call intent {editing.byId ? `#${editing.intent.id}` : <bdi>{editing.intent.label}</bdi>}
                </>
              ) : (
                'New call intent'
              )}
            </Modal.Title>
            <Modal.CloseButton aria-label="Close" />
          </Modal.Header>
          <Modal.Body>
            {editing && <RecordChanges agent={agent} resource="call_intent" resourceId={editing.intent.id} />}
            {editing?.byId && (
              <Paper withBorder p="sm" mb="md" bg="var(--mantine-primary-color-light)">
                <Text size="sm">
                  This server cannot show an intent&rsquo;s current label and description. What you save replaces both.
                </Text>
              </Paper>
            )}
            {restored && (
              <Box mb="md">
                <DraftRestored savedAt={restored.savedAt} />
              </Box>
            )}
            {askDiscard && (
              <Paper withBorder p="sm" mb="md" bg="var(--mantine-color-yellow-light)" role="alert">
                <Stack gap="xs">
                  <Text size="sm">Discard your changes to this call intent?</Text>
                  <Group gap="xs">
                    <Button size="xs" variant="default" onClick={() => setAskDiscard(false)} data-autofocus>
                      Keep editing
                    </Button>
                    <Button size="xs" color="red" onClick={finish}>
                      Discard changes
                    </Button>
                  </Group>
                </Stack>
              </Paper>
            )}
            {asking && (
              <Paper withBorder p="sm" mb="md" role="group" aria-labelledby="intent-conflict-title">
                <Title order={3} size="h5" mb="xs" id="intent-conflict-title">
                  {conflictTitle(asking.conflict.what)}
                </Title>
                <Suspense fallback={<Text size="sm">Loading the differences…</Text>}>
                  <ConflictPanel conflict={asking.conflict} onChoose={asking.answer} />
                </Suspense>
              </Paper>
            )}
            {target && (
              <DeferredBody>
                <IntentForm
                  key={`${editing ? `edit-${editing.intent.id}` : 'create'}.${took?.rev ?? 0}`}
                  mode={target.mode}
                  defaultValues={took?.values ?? (restored ? { label: restored.data.label, description: restored.data.description } : record)}
                  baseline={record}
                  existing={others}
                  onValuesChange={onValuesChange}
                  onCancel={requestClose}
                  onSubmit={async (body) => {
                    if (editing) {
                      const toSave = await checkFresh(editing.intent.id, body);
                      if (toSave === null) return;
                      try {
                        const saved = await update.mutateAsync({ id: editing.intent.id, body: toSave });
                        notifySuccess(`Saved call intent “${saved.label}”`);
                        onSaved?.(saved);
                      } catch (error) {
                        if (isApiError(error) && isIntentNotFound(error)) onVanished?.(editing.intent.id);
                        throw error;
                      }
                    } else {
                      const created = await create.mutateAsync(body);
                      notifySuccess(`Created call intent “${created.label}”`);
                      onSaved?.(created);
                    }
                    finish();
                  }}
                  explainError={(error) => {
                    if (!isApiError(error)) return null;
                    if (isIntentNotFound(error)) {
                      return (
                        <Text size="sm" mt="xs">
                          {editing?.byId
                            ? 'Check the ID. Your text is still here.'
                            : 'It was deleted meanwhile, and the list has been refreshed. Your text is still here.'}
                        </Text>
                      );
                    }
                    if (!editing && error.isRouteMissing) {
                      return (
                        <Text size="sm" mt="xs">
                          This server does not offer creating call intents. An existing intent can still be edited.
                        </Text>
                      );
                    }
                    return null;
                  }}
                />
              </DeferredBody>
            )}
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
      {guard.dialog}
    </>
  );
}
