import { Box, Modal } from '@mantine/core';
import { DeferredBody } from '../../../components/deferred-body';
import { useHoldsKeys } from '../../../components/dialog-keys';
import { DraftRestored } from '../../../components/draft-restored';
import { RecordChanges } from '../../../components/record-changes';
import { ByIdNotice, ConflictBox, DiscardPrompt, EditorTitle, explainIntentError } from './intent-editor-parts';
import { IntentForm } from './intent-form';
import { type IntentEditorOptions, useIntentEditor } from '../hooks/use-intent-editor';

export type { EditorTarget } from '../model/intent-editor-state';

export type IntentEditorProps = IntentEditorOptions;

/**
 * The create/edit dialog. It closes only on success or when the person discards, so nothing
 * typed is lost: the text is kept as a draft while it differs from the record (restored when
 * the same editor opens again, after a reload or a new sign-in), and leaving the page asks first.
 * What it does is in useIntentEditor; this lays it out.
 */
export function IntentEditor(props: IntentEditorProps) {
  const { agent, target } = props;
  const editor = useIntentEditor(props);
  const { editing, restored } = editor;
  useHoldsKeys(target !== null);

  return (
    // Composed rather than <Modal title>: Mantine's header is a <header> (a second banner
    // landmark for axe) and its close button has no name.
    <>
      <Modal.Root
        opened={target !== null}
        onClose={editor.requestClose}
        size="lg"
        // A stray click outside must not throw away a long description.
        closeOnClickOutside={false}
      >
        <Modal.Overlay />
        <Modal.Content>
          <Modal.Header component="div">
            <Modal.Title fw={600} style={{ overflowWrap: 'anywhere' }}>
              <EditorTitle editing={editing} />
            </Modal.Title>
            <Modal.CloseButton aria-label="Close" />
          </Modal.Header>
          <Modal.Body>
            {editing && <RecordChanges agent={agent} resource="call_intent" resourceId={editing.intent.id} />}
            {editing?.byId && <ByIdNotice />}
            {restored && (
              <Box mb="md">
                <DraftRestored savedAt={restored.savedAt} />
              </Box>
            )}
            {editor.askDiscard && <DiscardPrompt onKeep={editor.keepEditing} onDiscard={editor.finish} />}
            {editor.asking && <ConflictBox asking={editor.asking} />}
            {target && (
              <DeferredBody>
                <IntentForm
                  key={editor.formKey}
                  mode={target.mode}
                  defaultValues={editor.defaultValues}
                  baseline={editor.record}
                  existing={editor.others}
                  onValuesChange={editor.onValuesChange}
                  onCancel={editor.requestClose}
                  onSubmit={editor.submit}
                  explainError={explainIntentError(editing)}
                />
              </DeferredBody>
            )}
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
      {editor.guard.dialog}
    </>
  );
}
