import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render';
import { DisagreementList } from './disagreement-list';
import { ReviewsSummary } from './reviews-summary';

const A1 = { workspaceId: 1, agentId: 1 };
const PATH = '/workspaces/:workspaceId/agents/:agentId/quality';
const URL = '/workspaces/1/agents/1/quality';
const many = Array.from({ length: 638 }, (_, i) => 5000 - i);

// Hundreds of calls left out (five reviewers, each call judged by three): drawn all at once with
// the figures, their links held the page's thread; the first 60 show, the rest on request.
describe('calls whose reviewers disagree, many of them', { timeout: 60_000 }, () => {
  it('the figures’ summary names the first 60, and all of them on "Show all"', async () => {
    renderRoute(<ReviewsSummary agent={A1} loaded={5000} total={5000} truncated={false} disagreeing={many} />, {
      path: PATH,
      url: URL,
    });
    const note = screen.getByText(/^638 calls are left out/);
    expect(within(note).getAllByRole('link', { name: /^Call \d+$/ })).toHaveLength(60);
    expect(within(note).getByRole('link', { name: 'Call 5000' })).toHaveAttribute(
      'href',
      '/workspaces/1/agents/1/calls/5000',
    );
    await userEvent.click(within(note).getByRole('button', { name: 'Show all 638' }));
    expect(within(note).getAllByRole('link', { name: /^Call \d+$/ })).toHaveLength(638);
    expect(within(note).queryByRole('button')).toBeNull();
  });

  it('"Disagreements" is a list of the first 60, and all of them on "Show all"', async () => {
    renderRoute(
      <>
        <DisagreementList agent={A1} calls={many} />
        <DisagreementList agent={{ workspaceId: 1, agentId: 2 }} calls={[]} />
      </>,
      { path: PATH, url: URL },
    );
    const list = screen.getByRole('list', { name: 'Disagreements' });
    expect(within(list).getAllByRole('link')).toHaveLength(60);
    await userEvent.click(screen.getByRole('button', { name: 'Show all 638' }));
    expect(within(list).getAllByRole('link')).toHaveLength(638);
    expect(screen.getByText('No call whose reviewers disagree is waiting for a final verdict.')).toBeVisible();
  });
});
