// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../../contract';
import { setupEmulator } from '../../../test/emulator';
import { InlineCsvWorker } from '../../../test/inline-csv';
import { renderRoute } from '../../../test/render';
import { CallsPage } from '../calls-page';

const A1 = { workspaceId: 1, agentId: 1 };
const PATH = '/workspaces/:workspaceId/agents/:agentId/calls';

const { fault, held, release } = setupEmulator();

/** The files the page handed to the browser to download. */
let downloads: Blob[] = [];
beforeEach(() => {
  downloads = [];
  // jsdom has no object URLs: the file handed to the download link is kept here instead.
  URL.createObjectURL = (blob: Blob) => {
    downloads.push(blob);
    return 'blob:export';
  };
  URL.revokeObjectURL = () => {};
  // jsdom does not navigate: the download link's click is only recorded.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  // jsdom has no workers: the CSV is written in place.
  vi.stubGlobal('Worker', InlineCsvWorker);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// Generous: the shared 2-core machine runs several suites at once (the export's code loads on
// first use, which can take seconds there).
const WAIT = { timeout: 15_000 };
/** The calls page with its rules list (which rules are red flags) held: a CSV export is started before it arrives. */
async function startCsvBeforeRules() {
  await fault({ method: 'GET', path: apiPaths.rules(A1), hold: 'rules', times: 1 });
  renderRoute(<CallsPage />, { path: PATH, url: '/workspaces/1/agents/1/calls' });
  await screen.findByRole('table', { name: /^Calls/ }, WAIT);
  await held('rules');
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Export' }));
  await user.click(screen.getByRole('button', { name: 'Download CSV' }));
  return user;
}

describe('ExportControl on the calls page', { timeout: 60_000 }, () => {
  it('marks red flags in a CSV started before the rules list arrived', async () => {
    await startCsvBeforeRules();
    await screen.findByText(/^Exporting CSV|^Downloaded/, undefined, WAIT);
    await release('rules');

    expect(await screen.findByText(/^Downloaded \d+ calls as CSV/, undefined, WAIT)).toBeInTheDocument();
    expect(downloads).toHaveLength(1);
    const csv = await downloads[0]?.text();
    expect(csv).toContain('Legal threat (red flag)');
  });

  it('Cancel while the export waits for the rules list stops it at once', async () => {
    const user = await startCsvBeforeRules();
    await user.click(await screen.findByRole('button', { name: 'Cancel export' }, WAIT));
    // The rules request is still held: the export stopped without waiting for it.
    expect(await screen.findByText('Export cancelled. Nothing was downloaded.', undefined, WAIT)).toBeInTheDocument();
    expect(downloads).toHaveLength(0);
    await release('rules');
  });
});
