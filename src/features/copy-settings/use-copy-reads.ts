import { useQuery } from '@tanstack/react-query';
import type { AgentRef } from '../../contract';
import { alertDefinitionListOptions, availableConditionsOptions } from '../../data/alerts/queries';
import { intentListOptions } from '../../data/intents/queries';
import { profileListOptions } from '../../data/profiles/queries';
import type { Kinds, SideReads } from './model/sections';

/**
 * One agent's lists that the chosen kinds need (the same reads, and cache entries, as the
 * agent's own pages), and a way to read them all again from the service.
 */
export function useSideReads(agent: AgentRef, kinds: Kinds) {
  const intents = useQuery({ ...intentListOptions(agent), enabled: kinds.intent });
  const profiles = useQuery({ ...profileListOptions(agent), enabled: kinds.profile });
  const definitions = useQuery({ ...alertDefinitionListOptions(agent), enabled: kinds.definition });
  const catalogue = useQuery({ ...availableConditionsOptions(agent), enabled: kinds.definition });
  const reads: SideReads = { intents, profiles, definitions, catalogue };

  /** Reads every list again; resolves with what the service answered, or the first failure. */
  const readAgain = async (): Promise<{ reads: SideReads } | { error: unknown }> => {
    const [i, p, d, c] = await Promise.all([
      kinds.intent ? intents.refetch() : null,
      kinds.profile ? profiles.refetch() : null,
      kinds.definition ? definitions.refetch() : null,
      kinds.definition ? catalogue.refetch() : null,
    ]);
    for (const r of [i, p, d]) if (r?.isError) return { error: r.error };
    return {
      reads: {
        intents: i ?? intents,
        profiles: p ?? profiles,
        definitions: d ?? definitions,
        catalogue: c ?? catalogue,
      },
    };
  };
  return { reads, readAgain };
}
