// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../contract';
import { setupEmulator } from '../../../test/emulator';
import { signIn } from '../../../lib/session';
import { renderRoute } from '../../../test/render';
import { CommentsRegion } from './comments-region';

const A1 = { workspaceId: 1, agentId: 1 };
const CALL = 1060;
const emu = setupEmulator();

/** The region as the call page draws it. */
function Region() {
  // No recording on the page: comments can only be on the whole call.
  const audioRef = createRef<HTMLAudioElement>();
  return <CommentsRegion agent={A1} callId={CALL} audioRef={audioRef} />;
}

function renderRegion() {
  return renderRoute(<Region />, {
    path: '/workspaces/:workspaceId/agents/:agentId/calls/:callId',
    url: `/workspaces/1/agents/1/calls/${CALL}?limit=10`,
  });
}

const posts = async () =>
  (await emu.requests()).filter((r) => r.method === 'POST' && r.path === apiPaths.callComments(A1, CALL));

describe('the Comments region', { timeout: 30_000 }, () => {
  it('lists the call’s comments by moment, each linked at its moment within the same list', async () => {
    renderRegion();
    const list = await screen.findByRole('list', { name: 'Comments' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual([
      'Comment at 0:08 by Priya Raman',
      'Comment at 0:41 by Sam Okafor',
      'Comment on the whole call by Priya Raman',
    ]);
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link', { name: 'Link to 0:08' })
        .getAttribute('href'),
    ).toBe(`/workspaces/1/agents/1/calls/${CALL}?limit=10&t=8`);
    // Without a recording the moments cannot play.
    expect(within(items[0] as HTMLElement).getByRole('button', { name: 'Listen from 0:08' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('counts as typed, refuses too long a comment before sending, and adds one for the whole call', async () => {
    const user = userEvent.setup({ delay: null });
    renderRegion();
    const field = await screen.findByRole('textbox', { name: 'Comment' });
    expect(screen.getByRole('checkbox', { name: 'For the whole call' })).toHaveProperty('checked', true);
    await user.type(field, 'ok 😀');
    expect(screen.getByText('4 / 2,000 characters')).toBeTruthy();

    await user.clear(field);
    await user.click(field);
    await user.paste('a'.repeat(2001));
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(screen.getByText('A comment holds at most 2,000 characters (this one has 2,001).')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(await posts()).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'Good call overall');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    await screen.findByText('Comment added for the whole call.');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(4));
    expect(screen.getAllByRole('listitem').at(-1)?.textContent).toContain('Good call overall');
  });

  it('keeps the text after a refusal, with the service’s words under the field', async () => {
    const user = userEvent.setup({ delay: null });
    await emu.fault({
      method: 'POST',
      path: apiPaths.callComments(A1, CALL),
      status: 422,
      body: { detail: [{ loc: ['body', 'text'], msg: 'Value error, no card numbers', type: 'value_error' }] },
    });
    renderRegion();
    const field = await screen.findByRole('textbox', { name: 'Comment' });
    await user.type(field, 'Card 4111');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Value error, no card numbers')).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe('Card 4111');
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('as another reviewer: the seeded comments offer no Delete, and the one they add does', async () => {
    signIn({ token: 'reviewer-token', baseUrl: 'http://localhost', remember: false });
    const user = userEvent.setup({ delay: null });
    renderRegion();
    const field = await screen.findByRole('textbox', { name: 'Comment' });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    // Offered until /me says who is signed in; then only on their own comments.
    await waitFor(() => expect(screen.queryAllByRole('button', { name: 'Delete comment' })).toHaveLength(0));
    await user.type(field, 'Rey agrees');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Delete comment' })).toHaveLength(1));
    const mine = screen.getAllByRole('listitem').find((li) => li.textContent?.includes('Rey agrees'));
    expect(mine?.textContent).toContain('Rey Reviewer');
  });

  it('as a viewer: the form is disabled, saying why', async () => {
    signIn({ token: 'viewer-token', baseUrl: 'http://localhost', remember: false });
    renderRegion();
    const add = await screen.findByRole('button', { name: 'Add comment' });
    // Disabled by the fieldset around the form's controls.
    await waitFor(() => expect(add).toBeDisabled());
    expect(screen.getByText('Your role (viewer) does not allow this')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Comment' })).toBeDisabled();
  });
});
