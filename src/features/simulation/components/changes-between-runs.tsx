import { Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { type AgentRef, type SimulationRunSummary, isRunFinished } from '../../../contract';
import { DateTime } from '../../../components/date-time';
import { QueryError } from '../../../components/query-error';
import { changesInRangeOptions } from '../../../data/settings-changes/queries';
import { isApiError } from '../../../lib/api-error';
import { routes } from '../../../lib/routes';
import { type ChangeWindow, changesBetween } from '../model/changes-between';
import { ChangesBetweenList } from './changes-between-list';

/**
 * The settings changes (B.8) between a baseline and a run: those the run has and the baseline has
 * not (or, with a later baseline, the other way round), each as the settings history shows it
 * and leading there.
 */
export function ChangesBetweenRuns({
  agent,
  baseline,
  run,
}: {
  agent: AgentRef;
  baseline: SimulationRunSummary;
  run: SimulationRunSummary;
}) {
  const headingId = useId();
  const window = changesBetween(baseline, run);
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        Settings changes between the runs
      </Title>
      {window ? (
        <WindowChanges agent={agent} window={window} baseline={baseline} run={run} />
      ) : (
        <Text size="sm">{noWindowText(baseline, run)}</Text>
      )}
    </Stack>
  );
}

function noWindowText(baseline: SimulationRunSummary, run: SimulationRunSummary): string {
  const cannot = 'so the changes between the two runs cannot be told.';
  if (!run.settings_as_of && !isRunFinished(run.status)) return 'This run has not read the settings yet.';
  if (!run.settings_as_of && !baseline.settings_as_of)
    return `Neither run says when it read the settings (this run nor run ${baseline.id}), ${cannot}`;
  return `A run does not say when it read the settings (${run.settings_as_of ? `run ${baseline.id}` : 'this run'}), ${cannot}`;
}

function WindowChanges({
  agent,
  window,
  baseline,
  run,
}: {
  agent: AgentRef;
  window: ChangeWindow;
  baseline: SimulationRunSummary;
  run: SimulationRunSummary;
}) {
  const { started_after: from, started_before: to } = window.query;
  const list = useQuery(changesInRangeOptions(agent, from, to));
  const allHere = routes.settingsHistory(agent, new URLSearchParams(window.query).toString());
  if (list.isPending)
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading the settings changes between the runs">
        <Skeleton height={20} width="60%" />
        <Skeleton height={72} />
      </Stack>
    );
  if (list.isError && isApiError(list.error) && list.error.isRouteMissing)
    return (
      <Text size="sm">
        This server keeps no history of settings changes, so the changes between the runs cannot be shown.
      </Text>
    );
  if (list.isError)
    return (
      <QueryError
        error={list.error}
        title="Could not load the settings changes between the runs"
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  const items = list.data.filter(window.includes);
  return (
    <>
      <Text size="sm">
        {window.baselineIsLater ? (
          <>
            Run {baseline.id} read the settings after this run did, so these changes go the other way: run {baseline.id}{' '}
            has them and this run has not. This run read them <DateTime value={run.settings_as_of} />, run {baseline.id}{' '}
            <DateTime value={baseline.settings_as_of} />.
          </>
        ) : (
          <>
            Made after run {baseline.id} read the settings (<DateTime value={baseline.settings_as_of} />) and before
            this run did (<DateTime value={run.settings_as_of} />
            ).
          </>
        )}
      </Text>
      {items.length === 0 ? (
        <Text size="sm" role="status">
          No settings changed between the two runs.
        </Text>
      ) : (
        <ChangesBetweenList agent={agent} items={items} />
      )}
      <Anchor component={Link} to={allHere} size="sm" w="fit-content">
        This time range in the settings history
      </Anchor>
    </>
  );
}
