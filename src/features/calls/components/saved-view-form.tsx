import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import {
  type AgentRef,
  type SavedView,
  type SavedViewBody,
  savedViewBodySchema,
  teamErrorTexts,
} from '../../../contract';
import { useSaveView } from '../../../data/saved-views/mutations';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { cleanName } from '../model/saved-views';
import { type ViewMember, ownNameProblem } from '../model/saved-views-shared';

/**
 * "Save view" kept by the service (B.12): a name, and "Share with the workspace". A name the
 * member already uses is refused in place (as names look, and by the service's own text); a
 * refused save shows the service's text and keeps what was typed.
 */
export function SavedViewForm({
  agent,
  currentQuery,
  views,
  me,
  onDone,
}: {
  agent: AgentRef;
  currentQuery: string;
  views: readonly SavedView[];
  me: ViewMember;
  onDone: (saved: SavedView | null) => void;
}) {
  const save = useSaveView(agent);
  const form = useForm<SavedViewBody>({
    resolver: zodResolver(savedViewBodySchema),
    defaultValues: { name: '', query: currentQuery, shared: false },
  });
  const { register, handleSubmit, setError, formState } = form;
  const submit = handleSubmit(async (values) => {
    const name = cleanName(values.name);
    const problem = ownNameProblem(name, views, me);
    if (problem) return setError('name', { message: problem });
    try {
      onDone(await save.mutateAsync({ name, query: currentQuery, shared: values.shared }));
    } catch (error) {
      // The service's words about the name go under it; anything else shows below the form.
      const about = isApiError(error) ? error.fieldErrors().get('name')?.join(' ') : undefined;
      const taken = errorMessage(error) === teamErrorTexts.savedViewNameTaken(name);
      if (about || taken) setError('name', { message: about ?? errorMessage(error) });
    }
  });
  const nameError = formState.errors.name?.message;
  const failure = save.error && !formState.errors.name ? save.error : null;
  return (
    <form noValidate aria-label="Save view" onSubmit={(e) => void submit(e)}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="Name"
          // Opened by a click on Save view: the person is here to type a name.
          autoFocus
          w={240}
          error={nameError}
          // A new name is a new try: the last refusal goes.
          {...register('name', { onChange: () => save.reset() })}
        />
        <Checkbox mt={32} label="Share with the workspace" {...register('shared')} />
        <Group gap="sm" mt={25}>
          <Button type="submit" size="sm" loading={formState.isSubmitting}>
            Save
          </Button>
          <Button variant="default" size="sm" onClick={() => onDone(null)}>
            Cancel
          </Button>
        </Group>
      </Group>
      {failure && (
        <Alert color="red" variant="light" role="alert" title="Not saved" mt="xs" maw={560}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {errorMessage(failure)}
          </Text>
        </Alert>
      )}
    </form>
  );
}
