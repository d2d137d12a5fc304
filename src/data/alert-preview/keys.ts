import type { AgentRef, ConditionNode } from '../../contract';
import { alertKeys } from '../alerts/keys';

/**
 * Keys of B.6's reads, under the agent's alerts (so whatever refreshes the alerts area refreshes
 * these), general to specific: previews by tree and period, firings by definition and page.
 */
export const alertPreviewKeys = {
  previews: (a: AgentRef) => [...alertKeys.agent(a), 'preview'] as const,
  /**
   * A tree's preview, by the tree as JSON text: a key is hashed on every render of its reader, and
   * a string of a hundred conditions hashes in a fraction of the time their objects take.
   */
  preview: (a: AgentRef, tree: ConditionNode, period: PreviewPeriod) =>
    [...alertPreviewKeys.previews(a), period, JSON.stringify(tree)] as const,
  events: (a: AgentRef) => [...alertKeys.agent(a), 'events'] as const,
  definitionEvents: (a: AgentRef, alertId: number) => [...alertPreviewKeys.events(a), alertId] as const,
  eventPage: (a: AgentRef, alertId: number, page: { limit: number; offset: number }) =>
    [...alertPreviewKeys.definitionEvents(a, alertId), page] as const,
};

/** The preview's periods, each ending when the request is sent ("Period"). */
export const PREVIEW_PERIODS = [
  { key: '24h', label: 'Last 24 hours', hours: 24 },
  { key: '7d', label: 'Last 7 days', hours: 7 * 24 },
  { key: '30d', label: 'Last 30 days', hours: 30 * 24 },
] as const;
export type PreviewPeriod = (typeof PREVIEW_PERIODS)[number]['key'];

export type PreviewRange = { started_after: string; started_before: string };

/** The period as the request's range, ending at `now`. */
export function periodRange(period: PreviewPeriod, now: number): PreviewRange {
  const hours = PREVIEW_PERIODS.find((p) => p.key === period)?.hours ?? 24;
  return {
    started_after: new Date(now - hours * 3_600_000).toISOString(),
    started_before: new Date(now).toISOString(),
  };
}
