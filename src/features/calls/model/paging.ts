import type { Paging } from '../../../data/calls/keys';

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

const quote = (s: string) => `“${s.length > 60 ? `${s.slice(0, 60)}…` : s}”`;

/** What of the address's limit and offset was ignored, and why (shown with the page's other such notes). */
export function pagingProblems(params: URLSearchParams): string[] {
  const problems: string[] = [];
  const rawLimit = params.get('limit');
  const limit = nonNegativeInt(rawLimit);
  if (rawLimit !== null && (limit === null || limit < 1 || limit > 1000)) {
    problems.push(
      `limit ${quote(rawLimit)} is not a whole number from 1 to 1000, so ${DEFAULT_LIMIT} calls are shown per page.`,
    );
  }
  const rawOffset = params.get('offset');
  if (rawOffset !== null && nonNegativeInt(rawOffset) === null) {
    problems.push(
      `offset ${quote(rawOffset)} is not a whole number of 0 or more, so the list starts at its first call.`,
    );
  }
  return problems;
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
