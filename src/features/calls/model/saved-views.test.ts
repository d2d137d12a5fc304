// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nameKey, nameProblem, useSavedViews, viewQuery } from './saved-views';

const A1 = { workspaceId: 1, agentId: 1 };
const A2 = { workspaceId: 1, agentId: 2 };

describe('saved views', () => {
  it('keeps views per agent in this browser, sorted by name', () => {
    const one = renderHook(() => useSavedViews(A1));
    const two = renderHook(() => useSavedViews(A2));
    act(() => one.result.current.save('Zeta', 'sentiment=negative'));
    act(() => one.result.current.save('alpha', 'order=asc'));
    expect(one.result.current.views.map((v) => v.name)).toEqual(['alpha', 'Zeta']);
    expect(two.result.current.views).toEqual([]);
    act(() => one.result.current.rename('Zeta', 'Beta'));
    act(() => one.result.current.remove('alpha'));
    expect(one.result.current.views).toEqual([{ name: 'Beta', query: 'sentiment=negative' }]);
  });

  it('treats names as data: prototype names are plain names', () => {
    const { result } = renderHook(() => useSavedViews(A1));
    expect(nameProblem('__proto__', result.current.views)).toBeNull();
    expect(nameProblem('constructor', result.current.views)).toBeNull();
    act(() => result.current.save('__proto__', 'a=1'));
    act(() => result.current.save('constructor', 'b=2'));
    expect(result.current.views).toEqual([
      { name: '__proto__', query: 'a=1' },
      { name: 'constructor', query: 'b=2' },
    ]);
    expect(nameProblem('CONSTRUCTOR ', result.current.views)).toContain('already exists');
  });

  it('refuses blank and overlong names, allows renaming to the same name', () => {
    const views = [{ name: 'Mine', query: '' }];
    expect(nameProblem('  ', views)).toBe('Enter a name for this view.');
    expect(nameProblem('x'.repeat(81), views)).toContain('at most 80');
    expect(nameProblem('mine', views, 'Mine')).toBeNull();
  });

  it('survives a corrupt store and leaves out the page offset', () => {
    localStorage.setItem('cm.calls.savedViews.v1', '{not json');
    const { result } = renderHook(() => useSavedViews(A1));
    expect(result.current.views).toEqual([]);
    expect(viewQuery(new URLSearchParams('sentiment=negative&offset=50&limit=10'))).toBe('sentiment=negative&limit=10');
  });

  it('compares names as they look: Unicode forms, invisible characters, spacing', () => {
    const views = [{ name: 'Café', query: '' }];
    // "Café" written with e + combining acute accent.
    expect(nameProblem('Cafe\u0301', views)).toBe('A view named “Café” already exists. Choose another name.');
    expect(nameProblem('Ca\u200Bfé', views)).toContain('already exists');
    expect(nameProblem('\uFEFFcafé\u200D', views)).toContain('already exists');
    expect(nameProblem('CAF\u00C9', views)).toContain('already exists');
    expect(nameKey('Open  \u00A0 calls\u00AD')).toBe(nameKey('open calls'));
    expect(nameProblem('Cafe', views)).toBeNull();
    // Nothing visible is no name.
    expect(nameProblem('\u200B\u200C \u2060', views)).toBe('Enter a name for this view.');
  });

  it('keeps the name in its composed form, so the same name is stored once', () => {
    const { result } = renderHook(() => useSavedViews(A2));
    act(() => void result.current.save('  Cafe\u0301  ', 'a=1'));
    expect(result.current.views).toEqual([{ name: 'Café', query: 'a=1' }]);
    expect(nameProblem('café', result.current.views)).toContain('already exists');
  });
});

describe('saved views when the browser will not keep them', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the storage is full instead of throwing, and keeps the views as they were', () => {
    const { result } = renderHook(() => useSavedViews({ workspaceId: 9, agentId: 9 }));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    let failure: string | null = null;
    act(() => {
      failure = result.current.save('Mine', 'a=1');
    });
    expect(failure).toContain('storage for this site is full, so the view was not saved');
    expect(result.current.views).toEqual([]);
  });

  it('says storage is off when the browser refuses it', () => {
    const { result } = renderHook(() => useSavedViews({ workspaceId: 9, agentId: 8 }));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    let failure: string | null = null;
    act(() => {
      failure = result.current.save('Mine', 'a=1');
    });
    expect(failure).toContain('does not let this site keep data');
  });
});
