import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render';
import { SavedViewsPanel } from './saved-views-panel';

const A1 = { workspaceId: 1, agentId: 1 };
const KEY = 'cm.calls.savedViews.v1';
const keep = (views: { name: string; query: string }[]) => localStorage.setItem(KEY, JSON.stringify([['1:1', views]]));

function renderPanel() {
  renderRoute(<SavedViewsPanel agent={A1} currentQuery="sentiment=negative" />, {
    path: '/workspaces/:workspaceId/agents/:agentId/calls',
    url: '/workspaces/1/agents/1/calls',
  });
  return screen.getByRole('region', { name: 'Saved views' });
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('views saved in this browser', { timeout: 20_000 }, () => {
  it('Save view refuses a blank or taken name in place, then keeps the list under the name', async () => {
    const user = userEvent.setup({ delay: null });
    keep([{ name: 'Angry', query: 'order=asc' }]);
    const section = renderPanel();
    await user.click(within(section).getByRole('button', { name: 'Save view' }));
    const form = within(section).getByRole('form', { name: 'Save view' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    expect(name).toBe(document.activeElement);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter a name for this view.')).toBeTruthy();
    await user.type(name, ' angry {Enter}');
    expect(await within(form).findByText('A view named “Angry” already exists. Choose another name.')).toBeTruthy();
    await user.type(name, 'again{Enter}');
    const link = await within(section).findByRole('link', { name: 'angry again' });
    expect(link.getAttribute('href')).toBe('/workspaces/1/agents/1/calls?sentiment=negative');
    expect(within(section).queryByRole('form', { name: 'Save view' })).toBeNull();
  });

  it('a name the browser cannot keep is said, and what was typed stays', async () => {
    const user = userEvent.setup({ delay: null });
    const section = renderPanel();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await user.click(within(section).getByRole('button', { name: 'Save view' }));
    const form = within(section).getByRole('form', { name: 'Save view' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Escalations{Enter}');
    expect((await within(form).findByRole('alert')).textContent).toContain(
      "This browser's storage for this site is full",
    );
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Escalations');
  });

  it('Rename refuses a taken name and renames in place', async () => {
    const user = userEvent.setup({ delay: null });
    keep([
      { name: 'Angry', query: 'order=asc' },
      { name: 'Long', query: 'min_duration=600' },
    ]);
    const section = renderPanel();
    await user.click(within(section).getByRole('button', { name: 'Rename Long' }));
    const form = within(section).getByRole('form', { name: 'Rename Long' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'ANGRY{Enter}');
    expect(await within(form).findByText('A view named “Angry” already exists. Choose another name.')).toBeTruthy();
    await user.clear(name);
    await user.type(name, 'Long calls{Enter}');
    expect(await within(section).findByRole('link', { name: 'Long calls' })).toBeTruthy();
    expect(within(section).queryByRole('link', { name: 'Long' })).toBeNull();
  });
});
