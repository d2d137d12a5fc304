import { useSearchParams } from 'react-router';
import type { SettingsChangeQuery } from '../../contract';
import { parseId } from '../../lib/agent-ref';

export const PAGE_SIZE = 25;

export type HistoryParams = {
  query: SettingsChangeQuery;
  page: number;
  /** What of the address was not understood, each with why (the rest still applies). */
  ignored: string[];
};

const dateTimeOrNull = (raw: string | null) => (raw && !Number.isNaN(Date.parse(raw)) ? raw : null);

/** Reads the filters and the page from the address. */
export function parseHistoryParams(params: URLSearchParams): HistoryParams {
  const ignored: string[] = [];
  const query: SettingsChangeQuery = {};
  const resources = params.getAll('resource').filter((r) => r.trim() !== '');
  if (resources.length) query.resource = resources;
  const rawId = params.get('resource_id');
  if (rawId !== null) {
    const id = parseId(rawId);
    if (id === null) ignored.push(`resource_id "${rawId}" is not a record id`);
    else query.resource_id = id;
  }
  const actor = params.get('actor')?.trim();
  if (actor) query.actor = actor;
  for (const key of ['started_after', 'started_before'] as const) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    const value = dateTimeOrNull(raw);
    if (value === null) ignored.push(`${key} "${raw}" is not a date and time`);
    else query[key] = value;
  }
  const rawPage = params.get('page');
  const page = rawPage === null ? 1 : (parseId(rawPage) ?? 1);
  if (rawPage !== null && parseId(rawPage) === null) ignored.push(`page "${rawPage}" is not a page number`);
  return { query, page, ignored };
}

/** The address for a query and page (page 1 left out). */
export function historySearch(query: SettingsChangeQuery, page = 1): string {
  const p = new URLSearchParams();
  for (const r of query.resource ?? []) p.append('resource', r);
  if (query.resource_id !== undefined) p.set('resource_id', String(query.resource_id));
  if (query.actor) p.set('actor', query.actor);
  if (query.started_after) p.set('started_after', query.started_after);
  if (query.started_before) p.set('started_before', query.started_before);
  if (page > 1) p.set('page', String(page));
  return p.toString();
}

export function useHistoryParams() {
  const [params, setParams] = useSearchParams();
  const parsed = parseHistoryParams(params);
  const go = (query: SettingsChangeQuery, page = 1) => setParams(new URLSearchParams(historySearch(query, page)));
  return { ...parsed, go };
}
