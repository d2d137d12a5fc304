import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  type AgentRef,
  type AssignmentBody,
  type Member,
  REVIEWERS_PER_CALL_MAX,
  REVIEWERS_PER_CALL_MIN,
  assignmentBodySchema,
} from '../../../contract';
import { QueryError } from '../../../components/query-error';
import type { AssignableCalls } from '../../../data/team/assignments-calls';
import { useAssignForReview } from '../../../data/team/assignments-mutations';
import { countOf } from '../../../lib/format';
import { type AssignOutcome, assignOutcome, mayReview } from './assign-model';

const PER_CALL = Array.from({ length: REVIEWERS_PER_CALL_MAX - REVIEWERS_PER_CALL_MIN + 1 }, (_, i) =>
  String(REVIEWERS_PER_CALL_MIN + i),
);

type Props = {
  agent: AgentRef;
  calls: AssignableCalls;
  members: readonly Member[];
  onDone: (outcome: AssignOutcome) => void;
  onCancel: () => void;
};

/** Which calls the assignment takes, in words. */
const callsWords = ({ ids, total }: AssignableCalls) =>
  ids.length < total
    ? `The first ${countOf(ids.length, 'call', 'calls')} of the ${total.toLocaleString('en')} in this list, in its order, are assigned.`
    : `The ${countOf(ids.length, 'call', 'calls')} of this list, as filtered, are assigned.`;

/**
 * Reviewers and reviewers per call (the contract's body schema through zodResolver). A refusal
 * (`Not enough reviewers: 2 per call asked, 1 chosen`) is shown as the service words it, and
 * every choice stays as it was.
 */
export function AssignForm({ agent, calls, members, onDone, onCancel }: Props) {
  const assign = useAssignForReview(agent);
  const reviewers = members.filter((m) => mayReview(m.role));
  const { control, handleSubmit, formState } = useForm<AssignmentBody>({
    resolver: zodResolver(assignmentBodySchema),
    defaultValues: { call_ids: calls.ids, reviewer_ids: [], reviewers_per_call: 1 },
  });
  const [failure, setFailure] = useState<unknown>(null);
  const sending = useRef(false);
  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const made = await assign.mutateAsync(body);
      onDone(assignOutcome(body.call_ids, made.items));
    } catch (error) {
      setFailure(error);
    }
  });
  // One assignment per press, however fast the presses come.
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (sending.current) return;
    sending.current = true;
    void submit(e).finally(() => {
      sending.current = false;
    });
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Assign for review">
      <Stack gap="md">
        <Text size="sm">{callsWords(calls)}</Text>
        {formState.errors.call_ids?.message && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {formState.errors.call_ids.message}
          </Text>
        )}
        <Controller
          control={control}
          name="reviewer_ids"
          render={({ field, fieldState }) => (
            <Checkbox.Group
              label="Reviewers"
              description="Each call goes to the chosen reviewers with the fewest open assignments."
              value={field.value.map(String)}
              onChange={(v) => field.onChange(v.map(Number))}
              error={fieldState.error?.message}
            >
              <Stack gap={6} mt={6}>
                {reviewers.map((m, i) => (
                  <Checkbox
                    key={m.id}
                    value={String(m.id)}
                    label={<bdi>{m.name ?? `Member ${m.id}`}</bdi>}
                    ref={i === 0 ? field.ref : undefined}
                    onBlur={field.onBlur}
                    aria-invalid={fieldState.error ? true : undefined}
                  />
                ))}
                {reviewers.length === 0 && <Text size="sm">This workspace has no member who may review.</Text>}
              </Stack>
            </Checkbox.Group>
          )}
        />
        <Controller
          control={control}
          name="reviewers_per_call"
          render={({ field, fieldState }) => (
            <NativeSelect
              label="Reviewers per call"
              description="How many different reviewers judge each call; a call that already has them gets none."
              data={PER_CALL}
              value={String(field.value)}
              onChange={(e) => field.onChange(Number(e.currentTarget.value))}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        {failure !== null && <QueryError error={failure} title="Could not assign" />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={assign.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={assign.isPending}>
            Assign
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
