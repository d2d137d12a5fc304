import { Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { alertDefinitionBodySchema } from '../../../contract';
import { DraftRestored } from '../../../components/draft-restored';
import { QueryError } from '../../../components/query-error';
import { isApiError } from '../../../lib/api-error';
import type { TreeCheck } from '../model/tree-reducer';
import layers from './condition-tree.module.css';

export type DefinitionValues = { name: string; enabled: boolean };


const nameSchema = alertDefinitionBodySchema.shape.name;
const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** What is wrong with a name as typed: it does not fit the contract (empty, too long), or another definition has it. */
export type NameProblem = { kind: 'invalid' | 'taken'; message: string };

export function nameProblem(name: string, otherNames: readonly string[]): NameProblem | null {
  const parsed = nameSchema.safeParse(name);
  if (!parsed.success) return { kind: 'invalid', message: parsed.error.issues[0]?.message ?? 'Enter a name' };
  const taken = otherNames.find((n) => sameName(n, name));
  if (taken === undefined) return null;
  const message = `An alert definition named "${taken.trim()}" already exists for this agent: choose another name.`;
  return { kind: 'taken', message };
}

type Props = {
  title: string;
  submitLabel: 'Create' | 'Save';
  /** The builder opened on a draft: when it was typed, and how to go back to the saved version. */
  restored?: { savedAt: string; discard: () => void } | null;
  values: DefinitionValues;
  onValuesChange: (values: DefinitionValues) => void;
  /** Names of the agent's other definitions, to point out a repeat while typing. */
  otherNames: readonly string[];
  /** Shows every problem of the tree and says how many it has: a save waits until there are none. */
  checkTree: () => Promise<TreeCheck>;
  onSubmit: (values: DefinitionValues) => Promise<void>;
  pending: boolean;
  error: unknown;
  errorTitle: string;
};

/**
 * Name, enabled and Create/Save for the tree being built. A tree with problems is not sent;
 * a refused save keeps the name and the tree as they were, with the service's text.
 * Two fields need no form library: the page stays light enough to load first (see README).
 */
export function DefinitionForm(props: Props) {
  const { title, submitLabel, restored, values, onValuesChange, otherNames, checkTree, onSubmit, pending, error, errorTitle } =
    props;
  const headingId = useId();
  const [nameTouched, setNameTouched] = useState(false);
  const [tried, setTried] = useState(false);
  const [treeError, setTreeError] = useState<string | null>(null);

  // Worked out when the name changes, not on every keystroke in the tree.
  const localNameError = useMemo(() => nameProblem(values.name, otherNames), [values.name, otherNames]);
  // A repeated name shows while typing; an empty one once the field was left or a save tried.
  const showLocal = localNameError?.kind === 'taken' || nameTouched || tried;
  const serviceNameError = isApiError(error) ? error.fieldErrors().get('name')?.[0] : undefined;
  const nameError = (showLocal ? localNameError?.message : null) ?? serviceNameError ?? null;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    const { problems, empty } = await checkTree();
    if (problems > 0) {
      setTreeError(
        empty
          ? `Add at least one condition to the tree before ${submitLabel === 'Create' ? 'creating' : 'saving'} the alert.`
          : `Fix the ${problems} flagged ${problems === 1 ? 'problem' : 'problems'} in the condition tree first.`,
      );
      // The flagged fields render on this update: focus the first once they are there.
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-builder] [aria-invalid="true"]')?.focus());
      return;
    }
    setTreeError(null);
    if (localNameError) {
      document.getElementById(`${headingId}-name`)?.focus();
      return;
    }
    try {
      await onSubmit({ name: values.name.trim(), enabled: values.enabled });
      setTried(false);
      setNameTouched(false);
    } catch {
      // The error shows below (or under the name, where the service names that field).
    }
  };

  return (
    <Paper component="section" withBorder p="md" aria-labelledby={headingId} className={layers.layer}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {restored && (
            <DraftRestored savedAt={restored.savedAt}>
              <Button size="compact-sm" variant="default" mt="xs" onClick={restored.discard}>
                Discard draft
              </Button>
            </DraftRestored>
          )}
          <TextInput
            id={`${headingId}-name`}
            label="Name"
            value={values.name}
            onChange={(e) => onValuesChange({ ...values, name: e.currentTarget.value })}
            onBlur={() => setNameTouched(true)}
            error={nameError}
            maxLength={400}
          />
          <Switch
            label="Enabled"
            checked={values.enabled}
            onChange={(e) => onValuesChange({ ...values, enabled: e.currentTarget.checked })}
          />
          {treeError ? (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              {treeError}
            </Text>
          ) : null}
          {error && !serviceNameError ? <QueryError error={error} title={errorTitle} /> : null}
          <Group>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
