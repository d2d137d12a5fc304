import type { AgentRef, Call } from '../../../contract';
import type { CallListQuery } from '../../../data/calls/keys';
import { fetchCallPage } from '../../../data/calls/queries';
import type { RuleKind } from '../../../data/rules/queries';
import type { ExportSource, ExportState } from '../../../lib/list-export/run-export';
import { checkListAnswer } from '../model/list-view';
import { CSV_COLUMNS, callCells } from './csv';

const RANGE_IGNORED = 'range';
const ORDER_IGNORED = 'order';

/**
 * The filtered calls list as an export: every page of `query`, red flags marked where `kinds`
 * tells them. Calls a server sent from outside the time range (it does not apply it) are left
 * out, and the file says so; a server that does not apply the order is named too.
 */
export function callsExportSource(
  agent: AgentRef,
  query: CallListQuery,
  kinds?: ReadonlyMap<number, RuleKind>,
): ExportSource<Call> {
  const range = { after: query.started_after ?? null, before: query.started_before ?? null };
  const after = range.after ? Date.parse(range.after) : -Infinity;
  const before = range.before ? Date.parse(range.before) : Infinity;
  return {
    fetchPage: (paging, signal) => fetchCallPage(agent, query, paging, signal),
    idOf: (call) => call.id,
    csvColumns: CSV_COLUMNS,
    csvCells: (call) => callCells(call, kinds),
    keep(page, fresh, note) {
      const check = checkListAnswer(page, { range, order: query.order ?? 'desc' });
      if (check.orderIgnored) note(ORDER_IGNORED);
      if (!check.rangeIgnored) return fresh;
      note(RANGE_IGNORED);
      return fresh.filter((c) => {
        const t = c.started_at ? Date.parse(c.started_at) : NaN;
        return Number.isNaN(t) || (t >= after && t < before);
      });
    },
    notesOf: (state: ExportState) => [
      ...(state.leftOut > 0
        ? [
            `This server does not apply the time range: ${state.leftOut.toLocaleString()} calls it sent from outside the range were left out.`,
          ]
        : []),
      ...(state.seen.has(ORDER_IGNORED)
        ? ['This server does not apply the order: the file lists the calls in the order the server sent them.']
        : []),
    ],
  };
}
