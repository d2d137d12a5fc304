import type { Paging } from '../../data/calls/keys';

export type { Paging };

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_LIMIT = 25;

const nonNegativeInt = (raw: string | null): number | null =>
  raw !== null && /^\d+$/.test(raw.trim()) && Number.isSafeInteger(Number(raw)) ? Number(raw) : null;

/** Paging from the query string; a value out of range falls back to the default. */
export function pagingFromSearch(params: URLSearchParams): Paging {
  const limit = nonNegativeInt(params.get('limit'));
  const offset = nonNegativeInt(params.get('offset'));
  return {
    limit: limit !== null && limit >= 1 && limit <= 1000 ? limit : DEFAULT_LIMIT,
    offset: offset ?? 0,
  };
}

/** A copy of `params` with this paging; defaults are left out so plain links stay plain. */
export function withPaging(params: URLSearchParams, paging: Paging): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('limit');
  next.delete('offset');
  if (paging.limit !== DEFAULT_LIMIT) next.set('limit', String(paging.limit));
  if (paging.offset > 0) next.set('offset', String(paging.offset));
  return next;
}
