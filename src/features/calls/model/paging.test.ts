import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMIT, pagingFromSearch, pagingProblems, withPaging } from './paging';

describe('paging in the query string', () => {
  it('reads limit and offset, falling back on nonsense', () => {
    expect(pagingFromSearch(new URLSearchParams('limit=10&offset=20'))).toEqual({ limit: 10, offset: 20 });
    expect(pagingFromSearch(new URLSearchParams('limit=0&offset=-5'))).toEqual({ limit: DEFAULT_LIMIT, offset: 0 });
    expect(pagingFromSearch(new URLSearchParams('limit=x'))).toEqual({ limit: DEFAULT_LIMIT, offset: 0 });
  });

  it('writes only what differs from the default and keeps filters', () => {
    expect(
      withPaging(new URLSearchParams('sentiment=negative&offset=50'), { limit: DEFAULT_LIMIT, offset: 0 }).toString(),
    ).toBe('sentiment=negative');
    expect(withPaging(new URLSearchParams('sentiment=negative'), { limit: 10, offset: 10 }).toString()).toBe(
      'sentiment=negative&limit=10&offset=10',
    );
  });

  it('says which limit or offset of the address was ignored, and why', () => {
    expect(pagingProblems(new URLSearchParams('limit=10&offset=20'))).toEqual([]);
    expect(pagingProblems(new URLSearchParams('limit=1000&offset=0'))).toEqual([]);
    expect(pagingProblems(new URLSearchParams('limit=0&offset=-5'))).toEqual([
      'limit “0” is not a whole number from 1 to 1000, so 25 calls are shown per page.',
      'offset “-5” is not a whole number of 0 or more, so the list starts at its first call.',
    ]);
    expect(pagingProblems(new URLSearchParams('limit=5000'))).toHaveLength(1);
    expect(pagingProblems(new URLSearchParams('limit=ten&offset=x'))).toHaveLength(2);
  });
});
