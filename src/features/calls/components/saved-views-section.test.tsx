// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../contract';
import { setupEmulator } from '../../../test/emulator';
import { renderRoute } from '../../../test/render';
import { SavedViewsSection } from './saved-views-section';

const A1 = { workspaceId: 1, agentId: 1 };
const emu = setupEmulator();
const KEY = 'cm.calls.savedViews.v1';

/** Views a person saved in this browser before the service kept them (saved-views.ts's format). */
const keepInBrowser = (views: { name: string; query: string }[]) =>
  localStorage.setItem(KEY, JSON.stringify([['1:1', views]]));
const inBrowser = () =>
  (JSON.parse(localStorage.getItem(KEY) ?? '[]') as [string, { name: string }[]][]).flatMap(([, vs]) =>
    vs.map((v) => v.name),
  );
const onService = async () =>
  (await (await emu.call(apiPaths.savedViews(A1))).json()) as { name: string; shared: boolean }[];

async function renderSection() {
  renderRoute(<SavedViewsSection agent={A1} currentQuery="" />, {
    path: '/workspaces/:workspaceId/agents/:agentId/calls',
    url: '/workspaces/1/agents/1/calls',
  });
  // The section is drawn anew once the service answers: found after that.
  await screen.findByRole('button', { name: 'Save view' }, { timeout: 10_000 });
  const section = screen.getByRole('region', { name: 'Saved views' });
  return section;
}

describe('views saved in this browser, once the service keeps views', { timeout: 30_000 }, () => {
  it('are listed apart, each a link to the list as it was', async () => {
    keepInBrowser([{ name: 'Old local', query: 'sentiment=negative' }]);
    const section = await renderSection();
    const browser = await within(section).findByRole('group', { name: 'Saved in this browser' });
    const link = within(browser).getByRole('link', { name: 'Old local' });
    expect(link.getAttribute('href')).toBe('/workspaces/1/agents/1/calls?sentiment=negative');
  });

  it('with none on the service, the panel does not say "None yet" above them', async () => {
    keepInBrowser([{ name: 'Old local', query: 'sentiment=negative' }]);
    const section = await renderSection();
    await within(section).findByRole('group', { name: 'Saved in this browser' });
    expect(await onService()).toEqual([]);
    expect(section.textContent).not.toContain('None yet');
    expect(section.textContent).toContain('None on the service yet');
  });

  it('shared with the workspace: kept by the service, then gone from the browser', async () => {
    const user = userEvent.setup({ delay: null });
    keepInBrowser([{ name: 'Old local', query: 'sentiment=negative' }]);
    const section = await renderSection();
    const browser = await within(section).findByRole('group', { name: 'Saved in this browser' });
    await user.click(within(browser).getByRole('button', { name: 'Share Old local with the workspace' }));
    await waitFor(() => expect(within(section).queryByRole('group', { name: 'Saved in this browser' })).toBeNull());
    expect(await within(section).findByRole('link', { name: 'Old local' })).toBeTruthy();
    expect((await onService()).filter((v) => v.name === 'Old local')).toMatchObject([{ shared: true }]);
    expect(inBrowser()).toEqual([]);
  });

  it('a refused share shows the service’s text and keeps the view in the browser', async () => {
    const user = userEvent.setup({ delay: null });
    keepInBrowser([{ name: 'Old local', query: 'sentiment=negative' }]);
    const section = await renderSection();
    await emu.fault({
      method: 'POST',
      path: apiPaths.savedViews(A1),
      status: 409,
      body: { detail: "A saved view named 'Old local' already exists." },
    });
    const browser = await within(section).findByRole('group', { name: 'Saved in this browser' });
    await user.click(within(browser).getByRole('button', { name: 'Share Old local with the workspace' }));
    expect((await within(browser).findByRole('alert')).textContent).toContain(
      "A saved view named 'Old local' already exists.",
    );
    expect(within(browser).getByRole('link', { name: 'Old local' })).toBeTruthy();
    expect(inBrowser()).toEqual(['Old local']);
  });

  it('deleted after asking', async () => {
    const user = userEvent.setup({ delay: null });
    keepInBrowser([
      { name: 'Old local', query: 'sentiment=negative' },
      { name: 'Other', query: 'order=asc' },
    ]);
    const section = await renderSection();
    const browser = await within(section).findByRole('group', { name: 'Saved in this browser' });
    await user.click(within(browser).getByRole('button', { name: 'Delete Old local' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Old local');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(browser).queryByRole('link', { name: 'Old local' })).toBeNull());
    expect(inBrowser()).toEqual(['Other']);
  });
});
