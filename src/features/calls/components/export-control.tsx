import { useQueryClient } from '@tanstack/react-query';
import type { AgentRef, Call } from '../../../contract';
import type { CallListQuery } from '../../../data/calls/keys';
import { ruleKindsOf, ruleListOptions } from '../../../data/rules/queries';
import { ListExportControl } from '../../../components/list-export-control';

const CALLS = { one: 'call', many: 'calls' };
const FORMATS = ['csv', 'json'] as const;

/**
 * "Export": every call of the filtered list (all pages) as CSV or JSON. The columns' code loads
 * on first use, with the export's.
 */
export function ExportControl({
  agent,
  query,
  total,
}: {
  agent: AgentRef;
  query: CallListQuery;
  /** The list's total as last shown, for the button's description. */
  total: number | null;
}) {
  const queryClient = useQueryClient();
  const load = async () => {
    // Which labels are red flags: the page's rules list, waited for when the export starts
    // before it arrived; a server without one gives a file without the marks.
    const [{ callsExportSource }, rules] = await Promise.all([
      import('../export/calls-export'),
      queryClient.ensureQueryData(ruleListOptions(agent)).catch(() => undefined),
    ]);
    const kinds = rules
      ? new Map(Object.entries(ruleKindsOf(rules)).map(([id, k]) => [Number(id), k] as const))
      : undefined;
    return callsExportSource(agent, query, kinds);
  };
  return (
    <ListExportControl<Call>
      noun={CALLS}
      label="Export"
      regionLabel="Export calls"
      description={`Downloads every call of this filtered list${total !== null ? ` (${total.toLocaleString()} ${total === 1 ? 'call' : 'calls'})` : ''}, not just this page.`}
      formats={FORMATS}
      fileStem={`calls-workspace-${agent.workspaceId}-agent-${agent.agentId}`}
      load={load}
    />
  );
}
