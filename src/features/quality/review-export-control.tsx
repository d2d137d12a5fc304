import { useQueryClient } from '@tanstack/react-query';
import { ListExportControl } from '../../components/list-export-control';
import type { AgentRef, CallReview } from '../../contract';
import { intentListOptions } from '../../data/intents/queries';
import type { ReviewListQuery } from '../../data/reviews/keys';
import { ruleListOptions } from '../../data/rules/queries';
import { namesFrom } from './names';

const REVIEWS = { one: 'review', many: 'reviews' };
const FORMATS = ['csv'] as const;

/**
 * "Export reviews": every review in the page's range (all pages of the reviews list) as CSV,
 * intents, labels and red flags named as the page names them. The columns' code loads on first use.
 */
export function ReviewExportControl({
  agent,
  query,
  total,
}: {
  agent: AgentRef;
  query: ReviewListQuery;
  total: number | null;
}) {
  const queryClient = useQueryClient();
  const load = async () => {
    // Names from the agent's intents and rules, waited for when the export starts before they
    // arrived; a server without them gives a file that names them by id.
    const [{ reviewsExportSource }, intents, rules] = await Promise.all([
      import('./export/reviews-export'),
      queryClient.ensureQueryData(intentListOptions(agent)).catch(() => undefined),
      queryClient.ensureQueryData(ruleListOptions(agent)).catch(() => undefined),
    ]);
    return reviewsExportSource(agent, query, namesFrom(intents, rules));
  };
  return (
    <ListExportControl<CallReview>
      noun={REVIEWS}
      label="Export reviews"
      regionLabel="Export reviews"
      description={`Downloads every review in this range${total !== null ? ` (${total.toLocaleString()} ${total === 1 ? 'review' : 'reviews'})` : ''}: the call, when and by whom, the AI's intent and labels, the verdicts, the right intent and the note.`}
      formats={FORMATS}
      fileStem={`reviews-workspace-${agent.workspaceId}-agent-${agent.agentId}`}
      load={load}
    />
  );
}
