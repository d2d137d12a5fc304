import { describe, expect, it } from 'vitest';
import type { SavedView } from '../../../contract';
import { mayDeleteView, ownNameProblem, viewOwnerText } from './saved-views-shared';

const view = (over: Partial<SavedView>): SavedView => ({
  id: 1,
  name: 'Angry callers',
  query: 'sentiment=negative',
  shared: true,
  owner_id: 1,
  owner: 'Demo admin',
  created_at: '2026-11-20T10:00:00Z',
  ...over,
});
const REY = { id: 2, role: 'reviewer' };

describe('who may delete a saved view (B.12: its owner or an admin)', () => {
  it('its owner and an admin; not another member', () => {
    expect(mayDeleteView(view({ owner_id: 2 }), REY)).toBe(true);
    expect(mayDeleteView(view({ owner_id: 1 }), REY)).toBe(false);
    expect(mayDeleteView(view({ owner_id: 2 }), { id: 1, role: 'admin' })).toBe(true);
    expect(mayDeleteView(view({ owner_id: null }), REY)).toBe(false);
  });
  it('offered where the dashboard cannot tell: no /me, or a role B.11 does not name', () => {
    expect(mayDeleteView(view({ owner_id: 1 }), null)).toBe(true);
    expect(mayDeleteView(view({ owner_id: 1 }), { id: 2, role: 'owner' })).toBe(true);
    expect(mayDeleteView(view({ owner_id: 1 }), { id: 2, role: null })).toBe(true);
  });
});

describe('how a view says whose it is', () => {
  it('another member’s shared view names its owner; the member’s own says whether it is shared', () => {
    expect(viewOwnerText(view({ owner_id: 1, owner: 'Demo admin' }), REY)).toBe('shared by Demo admin');
    expect(viewOwnerText(view({ owner_id: 1, owner: null }), REY)).toBe('shared by member 1');
    expect(viewOwnerText(view({ owner_id: 2, shared: true }), REY)).toBe('shared');
    expect(viewOwnerText(view({ owner_id: 2, shared: false }), REY)).toBeNull();
    // Without /me: a shared view names its owner, a private one is the member's own.
    expect(viewOwnerText(view({ owner: 'Demo admin' }), null)).toBe('shared by Demo admin');
    expect(viewOwnerText(view({ shared: false }), null)).toBeNull();
  });
});

describe('a name the member already uses (names are unique per member)', () => {
  const views = [view({ id: 1, name: 'Café', owner_id: 2 }), view({ id: 2, name: 'Mine', owner_id: 1 })];
  it('is refused as it looks, among the member’s own views only', () => {
    expect(ownNameProblem('cafe\u0301 ', views, REY)).toBe('A view named “Café” already exists. Choose another name.');
    expect(ownNameProblem('Mine', views, REY)).toBeNull();
    expect(ownNameProblem('New one', views, REY)).toBeNull();
    expect(ownNameProblem('  ', views, REY)).toBe('Enter a name for this view.');
  });
  it('without /me, the service decides', () => {
    expect(ownNameProblem('Café', views, null)).toBeNull();
  });
});
