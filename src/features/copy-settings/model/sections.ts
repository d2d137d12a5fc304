import type { AlertDefinition, AvailableConditions, CallIntent, SimulationProfile } from '../../../contract';
import { errorMessage, isApiError, retryMayHelp } from '../../../lib/api-error';
import { type Catalogues, type Kind, type PlanItem, planDefinitions, planIntents, planProfiles } from './plan';
import { indexCatalogue } from './remap';

/** What the plan needs of a read: its data (the last that arrived) and its failure. */
export type ReadState<T> = { data: T | undefined; error: unknown };
/** One agent's reads, as far as the chosen kinds need them. */
export type SideReads = {
  intents: ReadState<CallIntent[]>;
  profiles: ReadState<SimulationProfile[]>;
  definitions: ReadState<AlertDefinition[]>;
  catalogue: ReadState<AvailableConditions>;
};
export type Kinds = Record<Kind, boolean>;
export type Choices = { update: boolean; drop: ReadonlySet<number>; targetName: string };

export type Section =
  | { state: 'off' }
  | { state: 'loading' }
  /** A read failed: `side` says whose (this agent's or the other's). */
  | { state: 'error'; error: unknown; side: 'source' | 'target' }
  /** `notice`: why none of the kind can be copied there, in the service's words. */
  | { state: 'ready'; items: PlanItem[]; notice: string | null };

const text = (e: unknown) => (isApiError(e) && e.detail ? e.detail : errorMessage(e));

function lists<T>(
  on: boolean,
  source: ReadState<T[]>,
  target: ReadState<T[]>,
  plan: (s: T[], t: T[]) => PlanItem[],
): Section {
  if (!on) return { state: 'off' };
  if (source.data === undefined && source.error) return { state: 'error', error: source.error, side: 'source' };
  if (target.data === undefined && target.error) return { state: 'error', error: target.error, side: 'target' };
  if (source.data === undefined || target.data === undefined) return { state: 'loading' };
  return { state: 'ready', items: plan(source.data, target.data), notice: null };
}

/**
 * The catalogues of both agents, or why conditions cannot be matched. A refusal (no settings, no
 * such route) is an answer the plan states; a failure that may pass (a lost connection) is an
 * error to try again.
 */
type Found = { error: unknown; side: 'source' | 'target' } | { catalogues: Catalogues } | null;

function catalogues(
  source: ReadState<AvailableConditions>,
  target: ReadState<AvailableConditions>,
  targetName: string,
): Found {
  for (const [read, side] of [
    [source, 'source'],
    [target, 'target'],
  ] as const) {
    if (read.data === undefined && read.error && retryMayHelp(read.error)) return { error: read.error, side };
  }
  if (source.data === undefined && source.error) {
    return {
      catalogues: {
        ok: false,
        problem: `This agent's catalogue of conditions could not be read: ${text(source.error)}`,
      },
    };
  }
  if (target.data === undefined && target.error) {
    const missing = isApiError(target.error) && target.error.isRouteMissing;
    const why = missing ? 'This server does not offer that catalogue.' : `The service answers: ${text(target.error)}`;
    return {
      catalogues: { ok: false, problem: `${targetName} has no catalogue of conditions to match them in. ${why}` },
    };
  }
  if (source.data === undefined || target.data === undefined) return null;
  return { catalogues: { ok: true, from: indexCatalogue(source.data), to: indexCatalogue(target.data) } };
}

function definitions(on: boolean, source: SideReads, target: SideReads, choices: Choices): Section {
  const listed = lists(on, source.definitions, target.definitions, () => []);
  if (listed.state !== 'ready') return listed;
  const found = catalogues(source.catalogue, target.catalogue, choices.targetName);
  if (found === null) return { state: 'loading' };
  if ('error' in found) return { state: 'error', error: found.error, side: found.side };
  const items = planDefinitions(
    source.definitions.data ?? [],
    target.definitions.data ?? [],
    found.catalogues,
    choices,
  );
  return { state: 'ready', items, notice: found.catalogues.ok ? null : found.catalogues.problem };
}

/** The plan, kind by kind, from whatever has been read so far. */
export function planSections(
  source: SideReads,
  target: SideReads,
  kinds: Kinds,
  choices: Choices,
): Record<Kind, Section> {
  return {
    intent: lists(kinds.intent, source.intents, target.intents, (s, t) => planIntents(s, t, choices.update)),
    profile: lists(kinds.profile, source.profiles, target.profiles, (s, t) => planProfiles(s, t, choices.update)),
    definition: definitions(kinds.definition, source, target, choices),
  };
}

/** Every item of the sections that are ready; the sections not ready make the plan incomplete. */
export function readyItems(sections: Record<Kind, Section>): { items: PlanItem[]; complete: boolean } {
  const all = Object.values(sections);
  const items = all.flatMap((s) => (s.state === 'ready' ? s.items : []));
  const complete = all.every((s) => s.state === 'ready' || s.state === 'off') && all.some((s) => s.state !== 'off');
  return { items, complete };
}
