import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMIT, pagingFromSearch, withPaging } from './paging';

describe('paging in the query string', () => {
  it('reads limit and offset, falling back on nonsense', () => {
    expect(pagingFromSearch(new URLSearchParams('limit=10&offset=20'))).toEqual({ limit: 10, offset: 20 });
    expect(pagingFromSearch(new URLSearchParams('limit=0&offset=-5'))).toEqual({ limit: DEFAULT_LIMIT, offset: 0 });
    expect(pagingFromSearch(new URLSearchParams('limit=x'))).toEqual({ limit: DEFAULT_LIMIT, offset: 0 });
  });

  it('writes only what differs from the default and keeps filters', () => {
    expect(withPaging(new URLSearchParams('sentiment=negative&offset=50'), { limit: DEFAULT_LIMIT, offset: 0 }).toString()).toBe(
      'sentiment=negative',
    );
    expect(withPaging(new URLSearchParams('sentiment=negative'), { limit: 10, offset: 10 }).toString()).toBe(
      'sentiment=negative&limit=10&offset=10',
    );
  });
});
