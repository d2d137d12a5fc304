import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AgentRef, Rule } from '../../../contract';
import { clipSetListOptions } from '../../../data/clip-sets/queries';
import { intentListOptions } from '../../../data/intents/queries';
import { profileListOptions } from '../../../data/profiles/queries';
import { ruleListOptions } from '../../../data/rules/queries';
import type { TestLookups } from '../model/test-refs';

export type PickerOption = { value: string; label: string };

/** A rule as the pickers name it: the label or red flag the call carries, and which it is. */
export const ruleText = (r: Rule): string => {
  const what = r.output === 'red_flag' ? 'red flag' : r.output === 'label' ? 'label' : null;
  const name = r.label || r.name;
  return what ? `${name} (${what})` : name;
};

function mapOf<T>(items: readonly T[] | undefined, id: (t: T) => number, text: (t: T) => string) {
  return items ? new Map(items.map((t) => [id(t), text(t)] as const)) : null;
}

/**
 * The agent's profiles, clip sets, intents and rules a test refers to: names by id for the list
 * and the form (null where a list could not be read), and whether they are still arriving.
 */
export function useTestLookups(agent: AgentRef) {
  const profiles = useQuery(profileListOptions(agent));
  const clipSets = useQuery(clipSetListOptions(agent));
  const intents = useQuery(intentListOptions(agent));
  const rules = useQuery(ruleListOptions(agent));

  const lookups = useMemo<TestLookups>(
    () => ({
      profile: mapOf(
        profiles.data,
        (p) => p.id,
        (p) => p.name,
      ),
      clipSet: mapOf(
        clipSets.data,
        (s) => s.id,
        (s) => s.name || `Voice clip set ${s.id}`,
      ),
      intent: mapOf(
        intents.data,
        (i) => i.id,
        (i) => i.label,
      ),
      rule: mapOf(rules.data, (r) => r.id, ruleText),
    }),
    [profiles.data, clipSets.data, intents.data, rules.data],
  );
  const pending = profiles.isPending || clipSets.isPending || intents.isPending || rules.isPending;
  const failed = [
    profiles.isError && 'simulation profiles',
    clipSets.isError && 'voice clip sets',
    intents.isError && 'call intents',
    rules.isError && 'rules',
  ].filter((w): w is string => typeof w === 'string');
  return { lookups, pending, failed };
}

/** A picker's options from a lookup, with any chosen id the lookup lacks shown as it is ("Profile 12 (deleted)"). */
export function optionsOf(
  map: ReadonlyMap<number, string> | null,
  chosen: readonly string[],
  missing: (id: number) => string,
) {
  const out: PickerOption[] = [...(map ?? new Map<number, string>())].map(([id, label]) => ({
    value: String(id),
    label,
  }));
  for (const c of chosen) {
    if (!out.some((o) => o.value === c)) out.push({ value: c, label: missing(Number(c)) });
  }
  return out;
}
