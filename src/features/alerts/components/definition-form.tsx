import { Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useRoleGate } from '../../../components/role-note';
import { type RefObject, memo, useCallback, useId, useMemo, useRef, useState } from 'react';
import { type MuteWindow, alertDefinitionBodySchema } from '../../../contract';
import { DraftRestored } from '../../../components/draft-restored';
import { QueryError } from '../../../components/query-error';
import { isApiError } from '../../../lib/api-error';
import type { TreeCheck } from '../model/tree-reducer';
import { type Routing, RoutingFields } from './routing-fields';
import layers from './condition-tree.module.css';

/**
 * What the builder holds: `enabled` absent where the server did not say (nothing is sent for it
 * until the switch is set); `routing` and, on a definition's page, `muteWindows`, which its
 * region "Delivery" shows and its Save writes.
 */
export type DefinitionValues = { name: string; enabled?: boolean; routing?: Routing; muteWindows?: MuteWindow[] };

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
  /**
   * The workspace whose channels the form offers, with "Severity" and "Channels" (`values.routing`):
   * the create form. A definition's page sets them in its region "Delivery" instead.
   */
  workspaceId?: number;
  /** Names of the agent's other definitions, to point out a repeat while typing. */
  otherNames: readonly string[];
  /**
   * Shows every problem of the tree (with every value typed), focuses the first flagged field and
   * says how many problems it has: a save waits until there are none.
   */
  checkTree: () => Promise<TreeCheck>;
  /** What else on the page must be mended before a save (the mute windows), shown; null when nothing. */
  checkMore?: () => string | null;
  onSubmit: (values: DefinitionValues) => Promise<void>;
  pending: boolean;
  error: unknown;
  errorTitle: string;
};

/** The name's message: a repeat while typing, an empty one once the field was left or a save tried, else the service's. */
function useNameError(name: string, otherNames: readonly string[], error: unknown, tried: boolean) {
  const [touched, setTouched] = useState(false);
  // Worked out when the name changes, not on every keystroke in the tree.
  const local = useMemo(() => nameProblem(name, otherNames), [name, otherNames]);
  const showLocal = local?.kind === 'taken' || touched || tried;
  const fromService = isApiError(error) ? error.fieldErrors().get('name')?.[0] : undefined;
  const message = (showLocal ? local?.message : null) ?? fromService ?? null;
  // The same function every render: the memoized fields (below) get it.
  const touch = useCallback(() => setTouched(true), []);
  return { local, fromService, message, touch, untouch: () => setTouched(false) };
}

const treeMessage = ({ problems, empty }: TreeCheck, submitLabel: Props['submitLabel']) =>
  empty
    ? `Add at least one condition to the tree before ${submitLabel === 'Create' ? 'creating' : 'saving'} the alert.`
    : `Fix the ${problems} flagged ${problems === 1 ? 'problem' : 'problems'} in the condition tree first.`;

/**
 * Name, enabled (and, on the create form, severity and channels) and Create/Save for the tree
 * being built. A tree with problems is not sent; a refused save keeps the name and the tree as
 * they were, with the service's text. A few fields need no form library: the page stays light
 * enough to load first (see README).
 */
export function DefinitionForm(props: Props) {
  const { title, submitLabel, restored, values, onValuesChange, workspaceId, pending, error, errorTitle } = props;
  const headingId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const [tried, setTried] = useState(false);
  const [treeError, setTreeError] = useState<string | null>(null);
  const name = useNameError(values.name, props.otherNames, error, tried);
  // Definitions are written by editors and admins (B.11); others build and preview, without saving.
  const gate = useRoleGate('edit');

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    const check = await props.checkTree();
    const more = props.checkMore?.() ?? null;
    setTreeError(check.problems > 0 ? treeMessage(check, submitLabel) : more);
    if (more !== null && check.problems === 0) return;
    // The tree's check has focused its first flagged field.
    if (check.problems > 0) return;
    if (name.local) {
      nameRef.current?.focus();
      return;
    }
    try {
      await props.onSubmit({ ...values, name: values.name.trim() });
      setTried(false);
      name.untouch();
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
          {restored && <DraftRestored savedAt={restored.savedAt} onDiscard={restored.discard} />}
          <Fields
            nameRef={nameRef}
            nameError={name.message}
            onNameBlur={name.touch}
            values={values}
            onValuesChange={onValuesChange}
            workspaceId={workspaceId}
          />
          {treeError ? (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              {treeError}
            </Text>
          ) : null}
          {error && !name.fromService ? <QueryError error={error} title={errorTitle} /> : null}
          {gate.note}
          <Group>
            <Button type="submit" loading={pending} {...gate.control()}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

type FieldsProps = Pick<Props, 'values' | 'onValuesChange' | 'workspaceId'> & {
  nameRef: RefObject<HTMLInputElement | null>;
  nameError: string | null;
  onNameBlur: () => void;
};

/**
 * Memoized: the builder's state lives in the page, so every key typed in the tree draws this form
 * again; its fields (name, switch, severity and channels) are drawn only when what they show changed
 * (see docs/performance.md, row "The definition form's fields memoized").
 */
const Fields = memo(DefinitionFields);

function DefinitionFields({ nameRef, nameError, onNameBlur, values, onValuesChange, workspaceId }: FieldsProps) {
  return (
    <>
      <TextInput
        ref={nameRef}
        label="Name"
        value={values.name}
        onChange={(e) => onValuesChange({ ...values, name: e.currentTarget.value })}
        onBlur={onNameBlur}
        error={nameError}
        maxLength={400}
      />
      <Switch
        label="Enabled"
        checked={values.enabled ?? false}
        onChange={(e) => onValuesChange({ ...values, enabled: e.currentTarget.checked })}
      />
      {values.enabled === undefined && (
        <Text size="sm">
          This server did not say whether it is enabled: a save leaves that as it is unless you set the switch.
        </Text>
      )}
      {workspaceId !== undefined && values.routing && (
        <RoutingFields
          workspaceId={workspaceId}
          value={values.routing}
          onChange={(routing) => onValuesChange({ ...values, routing })}
        />
      )}
    </>
  );
}
