import { notifyManager, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { errorTexts, type AgentRef } from '../contract';
import { isApiError } from '../lib/api-error';
import { alertDefinitionListOptions } from '../data/alerts/queries';
import { extractionFieldListOptions } from '../data/extraction-fields/queries';
import { intentListOptions } from '../data/intents/queries';
import { ruleListOptions } from '../data/rules/queries';
import { profileListOptions } from '../data/profiles/queries';
import { clipSetListOptions } from '../data/clip-sets/queries';
import { agentListOptions } from '../data/agents/queries';
import { filterEntries, paletteEntries } from './palette-entries';

const NO_AGENT: AgentRef = { workspaceId: 0, agentId: 0 };

/**
 * Has any read of this session (the page's own, or the palette's) been answered "User does not
 * have access to workspace N"? Then none of that workspace's pages can be opened.
 */
function useWorkspaceRefused(workspaceId: number): boolean {
  const queryCache = useQueryClient().getQueryCache();
  const text = errorTexts.noWorkspaceAccess(workspaceId);
  // Told after the cache's event, never within it: a query that another component builds or
  // resets while it renders would otherwise update this one in the middle of that render.
  const subscribe = useCallback(
    (onChange: () => void) => queryCache.subscribe(notifyManager.batchCalls(onChange)),
    [queryCache],
  );
  return useSyncExternalStore(subscribe, () =>
    queryCache.getAll().some((q) => isApiError(q.state.error) && q.state.error.detail === text),
  );
}

/**
 * The palette's results for `query`, in groups: the current agent's pages, the workspace's agents and the
 * agent's records by name. Records come from the lists already cached, or are fetched while the palette is open.
 */
export function usePaletteGroups(agent: AgentRef | null, workspaceId: number, opened: boolean, query: string) {
  const { pathname } = useLocation();
  const refused = useWorkspaceRefused(workspaceId);
  const agents = useQuery({ ...agentListOptions(workspaceId), enabled: opened && !refused });
  // An agent of a workspace out of reach has no page to go to: only the start page is offered.
  const reachable = refused ? null : agent;
  const a = reachable ?? NO_AGENT;
  const enabled = opened && reachable !== null;
  const [intents, profiles, clipSets, rules, fields, alerts] = useQueries({
    queries: [
      { ...intentListOptions(a), enabled },
      { ...profileListOptions(a), enabled },
      { ...clipSetListOptions(a), enabled },
      { ...ruleListOptions(a), enabled },
      { ...extractionFieldListOptions(a), enabled },
      { ...alertDefinitionListOptions(a), enabled },
    ],
  });
  const loading = [agents, intents, profiles, clipSets, rules, fields, alerts].some((q) => q.isFetching && !q.data);

  const groups = useMemo(
    () =>
      filterEntries(
        paletteEntries({
          agent: reachable,
          workspaceId,
          pathname,
          agents: refused ? [] : (agents.data ?? []),
          records: {
            intents: intents.data,
            profiles: profiles.data,
            clipSets: clipSets.data,
            rules: rules.data,
            fields: fields.data,
            alerts: alerts.data,
          },
        }),
        query,
      ),
    [
      reachable,
      refused,
      workspaceId,
      pathname,
      agents.data,
      intents.data,
      profiles.data,
      clipSets.data,
      rules.data,
      fields.data,
      alerts.data,
      query,
    ],
  );
  return { groups, loading, refused };
}
