import type { SimulationProfile } from '../../contract/index.ts';
import type { AgentRecord, StoredChange } from '../seed-types.ts';
import type { IntentLike, RuleLike } from './words.ts';

/** What the simulated agent answers from: the agent's settings as a run reads them. */
export type SettingsSnapshot = {
  detection: boolean;
  intents: IntentLike[];
  rules: (RuleLike & { output?: string | null })[];
  /** The callers: a profile's fields are what a simulated caller says without a clip set. */
  profiles: SimulationProfile[];
};

const copy = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** The agent's settings as they stand now. */
export function settingsNow(agent: AgentRecord): SettingsSnapshot {
  return {
    detection: agent.intentDetection,
    intents: copy(agent.intents),
    rules: copy(agent.rules),
    profiles: copy(agent.profiles),
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object';

function undoIn<T extends { id: number }>(list: T[], change: StoredChange): T[] {
  const without = list.filter((x) => x.id !== change.resource_id);
  const before = change.before;
  if (!isRecord(before) || typeof before.id !== 'number') return without;
  return [...without, copy(before) as unknown as T].sort((a, b) => a.id - b.id);
}

/**
 * The agent's settings as they stood at `at` (ms since the epoch): today's, with every recorded
 * change (B.8) made after `at` undone, newest first. A run seeded in the past answers from these.
 */
export function settingsAsOf(agent: AgentRecord, at: number): SettingsSnapshot {
  const settings = settingsNow(agent);
  const later = agent.settingsChanges
    .filter((ch) => Date.parse(ch.at) > at)
    .sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  for (const change of later) {
    switch (change.resource) {
      case 'call_intent':
        settings.intents = undoIn(settings.intents, change);
        break;
      case 'rule':
        settings.rules = undoIn(settings.rules, change);
        break;
      case 'simulation_profile':
        settings.profiles = undoIn(settings.profiles, change);
        break;
      case 'intent_detection':
        if (isRecord(change.before) && typeof change.before.enabled === 'boolean') {
          settings.detection = change.before.enabled;
        }
        break;
      default:
    }
  }
  return settings;
}
