// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nameProblem, useSavedViews, viewQuery } from './saved-views';

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
});
