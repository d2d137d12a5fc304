import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, type CheckboxProps, Fieldset, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type Control, Controller, useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { Link } from 'react-router';
import type { AgentRef } from '../../../contract';
import { useRoleGate } from '../../../components/role-note';
import { routes } from '../../../lib/routes';
import { type Kind, writesOf } from '../model/plan';
import { type Kinds, planSections, readyItems } from '../model/sections';
import { type Fresh, useCopyRun } from '../use-copy-run';
import { useSideReads } from '../use-copy-reads';
import { KIND_TITLES, PlanSection } from './plan-section';
import { RunStatus } from './run-status';

const UPDATE_DESCRIPTION =
  'A call intent with the same label, or a profile or alert definition with the same name, is overwritten with this ' +
  "agent's. Otherwise it is left as it is.";

/** The order of the writes, and of the plan's sections. */
const KINDS: Kind[] = ['intent', 'profile', 'definition'];

function summary(writes: { targetId: number | null }[], complete: boolean): string {
  if (!complete) return 'The plan is not complete yet: nothing can be copied until every chosen list has been read.';
  if (writes.length === 0) return 'Nothing to write: everything chosen is already there, or cannot be copied.';
  const created = writes.filter((w) => w.targetId === null).length;
  const parts = [
    created > 0 && `${created} to create`,
    writes.length - created > 0 && `${writes.length - created} to update`,
  ];
  const records = writes.length === 1 ? 'record' : 'records';
  return `${writes.length} ${records} to write (${parts.filter(Boolean).join(', ')}), in the order shown.`;
}

/** The copy's options: the kinds to copy, and whether records already there are updated. */
export const copyOptionsSchema = z.object({
  intent: z.boolean(),
  profile: z.boolean(),
  definition: z.boolean(),
  update: z.boolean(),
});
export type CopyOptions = z.infer<typeof copyOptionsSchema>;

const OPTION_DEFAULTS: CopyOptions = { intent: true, profile: true, definition: true, update: false };

/** A checkbox of the options. */
function Option({
  control,
  name,
  ...props
}: { control: Control<CopyOptions>; name: keyof CopyOptions } & CheckboxProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox
          {...props}
          ref={field.ref}
          name={field.name}
          checked={field.value}
          onChange={(e) => field.onChange(e.currentTarget.checked)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** The kinds to copy, and whether records already there are updated. */
function WhatToCopy({ control, disabled }: { control: Control<CopyOptions>; disabled: boolean }) {
  return (
    <Fieldset legend="What to copy" disabled={disabled} maw={640}>
      <Stack gap="xs">
        {KINDS.map((kind) => (
          <Option key={kind} control={control} name={kind} label={KIND_TITLES[kind]} />
        ))}
        <Option
          control={control}
          name="update"
          mt="xs"
          label="Update records that are already there"
          description={UPDATE_DESCRIPTION}
        />
      </Stack>
    </Fieldset>
  );
}

/** Where to see what was copied. */
function TargetLinks({ target, targetName }: { target: AgentRef; targetName: string }) {
  return (
    <Text size="sm">
      Open on <bdi>{targetName}</bdi>:{' '}
      <Anchor component={Link} to={routes.intents(target)}>
        call intents
      </Anchor>
      ,{' '}
      <Anchor component={Link} to={routes.profiles(target)}>
        simulation profiles
      </Anchor>
      ,{' '}
      <Anchor component={Link} to={routes.alerts(target)}>
        alert definitions
      </Anchor>
      .
    </Text>
  );
}

/**
 * What to copy to `target`, the plan worked out from both agents' lists before anything is
 * written, and the copy itself.
 */
export function CopyToAgent({
  agent,
  target,
  targetName,
  onBusyChange,
}: {
  agent: AgentRef;
  target: AgentRef;
  targetName: string;
  /** Told while a copy is being checked or written, so the page keeps the agent chosen until it ends. */
  onBusyChange: (busy: boolean) => void;
}) {
  // The options draw the plan as they change; the form's submit is the copy.
  const { control, handleSubmit } = useForm<CopyOptions>({
    resolver: zodResolver(copyOptionsSchema),
    defaultValues: OPTION_DEFAULTS,
  });
  const options = useWatch({ control }) as CopyOptions;
  const kinds: Kinds = { intent: options.intent, profile: options.profile, definition: options.definition };
  const update = options.update;
  const [drop, setDrop] = useState<ReadonlySet<number>>(new Set());
  const source = useSideReads(agent, kinds);
  const there = useSideReads(target, kinds);
  const { state, run } = useCopyRun(target);
  // Copying writes settings: editors and admins only (B.11); others may read the plan.
  const gate = useRoleGate('edit');

  const choices = { update, drop, targetName };
  const sections = planSections(source.reads, there.reads, kinds, choices);
  const { items, complete } = readyItems(sections);
  const writes = writesOf(items);
  const busy = state.phase === 'checking' || state.phase === 'writing';
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  const fresh: Fresh = async () => {
    const [s, t] = await Promise.all([source.readAgain(), there.readAgain()]);
    if ('error' in s) return s;
    if ('error' in t) return t;
    return { writes: writesOf(readyItems(planSections(s.reads, t.reads, kinds, choices)).items) };
  };
  const retry = () => void Promise.all([source.readAgain(), there.readAgain()]);
  const setDropped = (id: number, on: boolean) =>
    setDrop((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <form noValidate aria-label="Copy settings" onSubmit={handleSubmit(() => run(writes, fresh))}>
      <Stack gap="md">
        <WhatToCopy control={control} disabled={busy} />

        <RunStatus state={state} targetName={targetName} />

        <Stack gap="lg">
          {KINDS.map((kind) => (
            <PlanSection
              key={kind}
              kind={kind}
              section={sections[kind]}
              targetName={targetName}
              onDrop={setDropped}
              onRetry={retry}
            />
          ))}
        </Stack>

        <Stack gap="xs">
          <Text size="sm">{summary(writes, complete)}</Text>
          {gate.note}
          <Group>
            <Button type="submit" {...gate.control(!complete || writes.length === 0 || busy)} loading={busy}>
              Copy
            </Button>
          </Group>
          <TargetLinks target={target} targetName={targetName} />
        </Stack>
      </Stack>
    </form>
  );
}
