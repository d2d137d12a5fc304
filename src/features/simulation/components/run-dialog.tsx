import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  type AgentRef,
  SIMULATION_REPEATS_MAX,
  SIMULATION_REPEATS_MIN,
  type SimulationRunCreateBody,
  type SimulationRunSummary,
  simulationRunCreateBodySchema,
} from '../../../contract';
import { Dialog } from '../../../components/dialog';
import { QueryError } from '../../../components/query-error';
import { useStartSimulationRun } from '../../../data/simulation/mutations';
import { simulationRunListOptions } from '../../../data/simulation/queries';
import { countOf } from '../../../lib/format';
import { routes } from '../../../lib/routes';
import {
  NO_BASELINE,
  RUNS_FIRST_PAGE,
  baselineOptions,
  defaultBaseline,
  placeRunFailure,
} from '../model/run-dialog-values';

export type RunTestsDialogProps = { agent: AgentRef; testIds: readonly number[]; opened: boolean; onClose: () => void };
type Props = RunTestsDialogProps;

const REPEATS = Array.from({ length: SIMULATION_REPEATS_MAX - SIMULATION_REPEATS_MIN + 1 }, (_, i) =>
  String(SIMULATION_REPEATS_MIN + i),
);

/**
 * "Run tests": repeats, a baseline (the last completed run unless chosen) and a note, then "Start
 * run", which opens the run's page. A refusal stays in the dialog with the service's text, and
 * everything chosen and typed stays as it was.
 */
export function RunTestsDialog({ agent, testIds, opened, onClose }: Props) {
  // Read while the dialog is closed too, so that its default baseline is known when it opens.
  const runs = useQuery(simulationRunListOptions(agent, RUNS_FIRST_PAGE));
  return (
    <Dialog opened={opened} onClose={onClose} title="Run tests">
      {/* The form waits for the earlier runs, so that its default baseline is there from the start. */}
      {runs.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading earlier runs">
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={60} />
        </Stack>
      ) : (
        <RunForm
          agent={agent}
          testIds={testIds}
          runs={{ items: runs.data?.items, failed: runs.isError }}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

type Runs = { items: SimulationRunSummary[] | undefined; failed: boolean };

function RunForm({ agent, testIds, runs, onClose }: Omit<Props, 'opened'> & { runs: Runs }) {
  const navigate = useNavigate();
  const start = useStartSimulationRun(agent);
  const { items } = runs;
  const form = useForm<SimulationRunCreateBody>({
    resolver: zodResolver(simulationRunCreateBodySchema),
    defaultValues: { test_ids: [...testIds], repeats: 1, baseline_run_id: defaultBaseline(items), note: '' },
  });
  const { control, register, handleSubmit, setError, formState } = form;
  const [failure, setFailure] = useState<unknown>(null);
  const sending = useRef(false);

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const run = await start.mutateAsync(body);
      void navigate(routes.simulationRun(agent, run.id));
    } catch (error) {
      const placed = placeRunFailure(error, body.baseline_run_id);
      placed.fields.forEach(([f, message], i) => setError(f, { type: 'server', message }, { shouldFocus: i === 0 }));
      if (placed.rest) setFailure(error);
    }
  });
  // One run per press, however fast the presses come (before the button shows it is busy).
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (sending.current) return;
    sending.current = true;
    void submit(e).finally(() => {
      sending.current = false;
    });
  };

  const repeats = useWatch({ control, name: 'repeats' });
  const tests = new Set(useWatch({ control, name: 'test_ids' })).size;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Run tests">
      <Stack gap="md">
        <Text size="sm" aria-live="polite">
          {countOf(tests, 'test', 'tests')}, each simulated {countOf(repeats, 'time', 'times')}:{' '}
          {countOf(tests * repeats, 'simulated call', 'simulated calls')}.
        </Text>
        {formState.errors.test_ids?.message && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {formState.errors.test_ids.message}
          </Text>
        )}
        <Controller
          control={control}
          name="repeats"
          render={({ field, fieldState }) => (
            <Select
              label="Repeats"
              description="Each test is simulated this many times, so a test that passes only sometimes shows."
              data={REPEATS}
              allowDeselect={false}
              value={String(field.value)}
              onChange={(v) => field.onChange(Number(v))}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="baseline_run_id"
          render={({ field, fieldState }) => (
            <Select
              label="Baseline"
              description={runs.failed ? 'The earlier runs could not be read.' : 'The run to compare this one with.'}
              data={baselineOptions(items ?? [])}
              allowDeselect={false}
              value={field.value === null ? NO_BASELINE : String(field.value)}
              onChange={(v) => field.onChange(v === null || v === NO_BASELINE ? null : Number(v))}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <Textarea
          label="Note"
          autosize
          minRows={2}
          maxRows={5}
          {...register('note')}
          error={formState.errors.note?.message}
        />
        {failure !== null && <QueryError error={failure} title="Could not start the run" />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={start.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={start.isPending}>
            Start run
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
