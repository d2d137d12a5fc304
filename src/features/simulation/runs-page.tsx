import { Anchor, Group, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { SimulationRunList } from '../../contract';
import { ListState } from '../../components/list-state';
import { NumberedPages } from '../../components/numbered-pages';
import { Page } from '../../components/page';
import { simulationRunListOptions } from '../../data/simulation/queries';
import { parseId, useAgentRef } from '../../lib/agent-ref';
import { isApiError } from '../../lib/api-error';
import { countOf } from '../../lib/format';
import { routes } from '../../lib/routes';
import { NoSimulations } from './components/no-simulations';
import { RUNS_FIRST_PAGE } from './model/run-dialog-values';
import { RunTable } from './components/run-table';

/**
 * The newest runs are read again this often while none is in progress (then the data layer's
 * 5 s applies), and whenever the tab comes back into view: a run started in another tab, or by a
 * colleague, shows up without a reload.
 */
export const RUNS_WATCH_MS = 15_000;

const PAGE_SIZE = RUNS_FIRST_PAGE.limit;

/** The agent's simulation runs, newest first, paged by `?page=`. */
export function RunsPage() {
  const agent = useAgentRef();
  const [params, setParams] = useSearchParams();
  const page = parseId(params.get('page') ?? undefined) ?? 1;
  const base = simulationRunListOptions(agent, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const follow = base.refetchInterval;
  const list = useQuery({
    ...base,
    select: (d: SimulationRunList) => d.items,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: 'always',
    refetchInterval: (q) => (typeof follow === 'function' && follow(q)) || (page === 1 ? RUNS_WATCH_MS : false),
  });
  // The same answer's count, read without a second schedule of its own.
  const total =
    useQuery({
      ...base,
      select: (d: SimulationRunList) => d.total ?? null,
      placeholderData: keepPreviousData,
      refetchInterval: false,
    }).data ?? null;
  const notOffered = isApiError(list.error) && list.error.isRouteMissing;
  const pages = total !== null ? Math.max(1, Math.ceil(total / PAGE_SIZE)) : page;
  const go = (p: number) => setParams(p === 1 ? {} : { page: String(p) });

  return (
    <Page title="Simulation runs">
      <Text size="sm">
        Each run simulates the chosen tests against the agent&apos;s settings as they stand when it starts. Start one
        from the{' '}
        <Anchor component={Link} to={routes.simulationTests(agent)} underline="always">
          simulation tests
        </Anchor>
        .
      </Text>
      {notOffered ? (
        <NoSimulations />
      ) : (
        <ListState
          query={list}
          what="simulation runs"
          empty={{
            title: 'No simulation runs yet',
            body: (
              <>
                Choose tests on the{' '}
                <Anchor component={Link} to={routes.simulationTests(agent)} underline="always">
                  simulation tests page
                </Anchor>{' '}
                and press “Run selected” or “Run all”.
              </>
            ),
          }}
        >
          {(runs) => (
            <>
              {total !== null && (
                <Text size="sm" c="dimmed">
                  {countOf(total, 'run', 'runs')}
                </Text>
              )}
              <RunTable agent={agent} runs={runs} />
              {pages > 1 && (
                <Group justify="center">
                  <NumberedPages total={pages} value={Math.min(page, pages)} onChange={go} />
                </Group>
              )}
            </>
          )}
        </ListState>
      )}
    </Page>
  );
}
