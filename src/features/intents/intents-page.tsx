import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ConfirmDelete, useConfirmDelete } from '../../components/confirm-delete';
import { lazyDialog } from '../../components/lazy-dialog';
import { IdForm } from '../../components/id-form';
import { Page } from '../../components/page';
import { useRoleGate } from '../../components/role-note';
import { ListState } from '../../components/list-state';
import type { CallIntent } from '../../contract';
import { isApiError } from '../../lib/api-error';
import { useAgentRef } from '../../lib/agent-ref';
import { quoted } from '../../lib/format';
import { notifySuccess } from '../../lib/notify';
import { intentListOptions } from '../../data/intents/queries';
import { useDeleteIntent } from '../../data/intents/mutations';
import { DetectionSwitch } from './components/detection-switch';
import type { EditorTarget, IntentEditorProps } from './components/intent-editor';
import { IntentTable, IntentTableSkeleton } from './components/intent-table';
import { useResumeIntentDraft } from './use-resume-draft';

// The editor (its form and validation) loads when it first opens.
const IntentEditor = lazyDialog<IntentEditorProps>(
  () => import('./components/intent-editor').then((m) => m.IntentEditor),
  (p) => p.target !== null,
);

/** Call intents of one agent (`settings/intents`), with the intent-detection switch. */
export function IntentsPage() {
  const agent = useAgentRef();
  const list = useQuery(intentListOptions(agent));
  const remove = useDeleteIntent(agent);
  const [editor, setEditor] = useState<EditorTarget | null>(null);
  const opened = useOpenedIntents();
  const listMissing = isApiError(list.error) && list.error.isRouteMissing;
  // Intents are changed by editors and admins (B.11); others read them, without Edit or Delete.
  const gate = useRoleGate('edit');
  // An editor opened while the list loaded is the person's own: the resumed draft never replaces it.
  const resume = useCallback((target: EditorTarget) => setEditor((open) => open ?? target), []);
  useResumeIntentDraft(agent, { intents: list.data, ready: !list.isPending, byId: listMissing }, resume);

  // Stable, like `ask`: opening or closing the editor does not render the table again.
  const edit = useCallback(
    (intent: CallIntent) => setEditor({ mode: 'edit', intent, byId: listMissing }),
    [listMissing],
  );
  const { ask, dialogProps } = useConfirmDelete(remove, 'call intent', (done) => {
    opened.forget(done.id);
    notifySuccess(`Deleted call intent ${quoted(done.name)}`);
  });
  const askDelete = useCallback((intent: CallIntent) => ask({ id: intent.id, name: intent.label }), [ask]);
  const onEdit = gate.allowed ? edit : null;
  const onDelete = gate.allowed ? askDelete : null;

  return (
    <Page
      title="Call intents"
      actions={
        <Button {...gate.control()} onClick={() => setEditor({ mode: 'create' })}>
          New call intent
        </Button>
      }
    >
      <Text size="sm" c="dimmed">
        Each intent is a reason people call. The AI reads every call and picks the intent whose description matches it;
        the label is what appears on call records and in filters.
      </Text>
      {gate.note}
      <DetectionSwitch agent={agent} />
      <Stack gap="xs">
        <ListState
          query={list}
          what="call intents"
          skeleton={<IntentTableSkeleton />}
          notOffered={
            <IntentsById
              opened={opened.list}
              onId={(id) => setEditor({ mode: 'edit', intent: { id, label: '', description: '' }, byId: true })}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          }
          empty={{
            title: 'No call intents yet',
            body: 'Create an intent for each reason people call, so calls can be classified and filtered by it.',
          }}
        >
          {(intents) => <IntentTable intents={intents} caption="Call intents" onEdit={onEdit} onDelete={onDelete} />}
        </ListState>
      </Stack>

      <IntentEditor
        agent={agent}
        target={editor}
        onClose={() => setEditor(null)}
        onSaved={(intent) => {
          if (listMissing) opened.remember(intent);
        }}
        onVanished={opened.forget}
      />
      <ConfirmDelete {...dialogProps} />
    </Page>
  );
}

/** Without the Part B list, the intents saved by id on this visit, so they can be reopened. */
function useOpenedIntents() {
  const [list, setList] = useState<CallIntent[]>([]);
  const remember = (intent: CallIntent) => setList((prev) => [...prev.filter((x) => x.id !== intent.id), intent]);
  const forget = (id: number) => setList((prev) => prev.filter((x) => x.id !== id));
  return { list, remember, forget };
}

type ByIdProps = {
  opened: CallIntent[];
  onId: (id: number) => void;
  onEdit: ((intent: CallIntent) => void) | null;
  onDelete: ((intent: CallIntent) => void) | null;
};

/** What a server without the intents list offers: open an intent by its ID, and those saved on this visit. */
function IntentsById({ opened, onId, onEdit, onDelete }: ByIdProps) {
  return (
    <>
      <Text size="sm" mt="xs">
        You can still edit an intent if you know its ID, and intent detection below works as usual.
      </Text>
      <IdForm
        label="Intent ID"
        submitLabel="Open intent"
        invalidMessage="Enter the intent’s ID, a whole number such as 12"
        onId={onId}
      />
      {opened.length > 0 && (
        <IntentTable intents={opened} caption="Intents saved on this visit" onEdit={onEdit} onDelete={onDelete} />
      )}
    </>
  );
}
