import { Button, Fieldset, Group, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { DateTime } from '../../../components/date-time';
import { QueryError } from '../../../components/query-error';
import type { ConflictDialogProps } from '../../../components/conflict-dialog';
import { lazyDialog } from '../../../components/lazy-dialog';
import { useRoleGate } from '../../../components/role-note';
import { DraftOffer } from './draft-offer';
import { FieldsSection } from './fields-section';
import { NameInput } from './name-input';
import { useProfileEditor, type ProfileEditorOptions } from '../hooks/use-profile-editor';

// The conflict dialog (and Mantine's Modal with it) loads when a save meets a change made elsewhere.
const ConflictDialog = lazyDialog<ConflictDialogProps>(
  () => import('../../../components/conflict-dialog').then((m) => m.ConflictDialog),
  (p) => p.conflict !== null,
);

const DARKER_ERROR_RED = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))';

/**
 * A simulation profile's form: its name and its key/value fields (as rows or as JSON). What it
 * does is useProfileEditor's; this lays it out, top to bottom.
 */
export function ProfileForm(props: ProfileEditorOptions) {
  const { submitLabel, meta, mutation } = props;
  const editor = useProfileEditor(props);
  const { form, state, dispatch, changed, draft } = editor;
  const [tab, setTab] = useState<string | null>('rows');
  // Profiles are written by editors and admins (B.11): others read the form, without Save.
  const gate = useRoleGate('edit');

  return (
    <FormProvider {...form}>
      {/* Mantine's error red is under 4.5:1 on white (axe); a darker one for this form. The
          theme is the better home for this: see the report. */}
      <form
        onSubmit={form.handleSubmit(editor.submit, editor.onInvalid)}
        noValidate
        aria-label="Simulation profile"
        style={{ '--mantine-color-error': DARKER_ERROR_RED } as React.CSSProperties}
      >
        <Stack gap="md">
          {draft.offer && (
            <DraftOffer savedAt={draft.offer.savedAt} onRestore={editor.restoreDraft} onDiscard={draft.discard} />
          )}
          {meta && (
            <Group gap="lg">
              <Text size="sm" c="dimmed">
                Created <DateTime value={meta.created_at} />
              </Text>
              <Text size="sm" c="dimmed">
                Updated <DateTime value={meta.updated_at} />
              </Text>
            </Group>
          )}
          <NameInput control={form.control} register={form.register} />
          <Fieldset legend="Fields">
            <Tabs value={tab} onChange={setTab}>
              <Tabs.List aria-label="Fields view" mb="sm">
                <Tabs.Tab value="rows">Rows</Tabs.Tab>
                <Tabs.Tab value="json">JSON</Tabs.Tab>
              </Tabs.List>
              <FieldsSection
                control={form.control}
                getValues={form.getValues}
                tab={tab}
                serverErrors={state.rowErrors}
                reveal={state.reveal}
                onImported={(note) => dispatch({ type: 'imported', note })}
              />
            </Tabs>
            <Text size="sm" c="dimmed" mt="xs" aria-live="polite">
              {state.importNote}
            </Text>
          </Fieldset>
          {state.saveError !== null && (
            <QueryError error={state.saveError} title="Could not save. Your changes are still here." />
          )}
          {gate.note}
          <Group gap="sm">
            <Button type="submit" {...gate.control(!changed)} loading={mutation.isPending || state.checking}>
              {submitLabel}
            </Button>
            <Button variant="default" disabled={!changed || mutation.isPending} onClick={editor.revert}>
              Revert changes
            </Button>
          </Group>
        </Stack>
      </form>
      {editor.guard.dialog}
      <ConflictDialog
        conflict={state.conflict}
        onChoose={editor.resolveConflict}
        onClose={() => dispatch({ type: 'conflictClosed' })}
      />
    </FormProvider>
  );
}
