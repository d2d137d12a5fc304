import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { NewCalls } from '../data/calls/new-calls';
import { ApiError } from '../lib/api-error';
import { renderWithProviders } from '../test/render';
import { LiveBar, newCallsText } from './live-bar';

const none: NewCalls = { count: 0, checking: false, uncounted: false, error: null, failures: 0, nextCheckMs: 10_000 };

function Bar({
  found = none,
  unavailable = null,
  onApply = () => {},
}: {
  found?: NewCalls;
  unavailable?: string | null;
  onApply?: () => void;
}) {
  const [live, setLive] = useState(false);
  return (
    <LiveBar
      live={live}
      onLive={setLive}
      unavailable={unavailable}
      found={found}
      applyLabel="Show new calls"
      onApply={onApply}
      applying={false}
    />
  );
}

describe('LiveBar', () => {
  it('says how many calls are new', () => {
    expect([1, 2, 1200].map(newCallsText)).toEqual(['1 new call', '2 new calls', '1,200 new calls']);
  });

  it('is off until turned on, then announces new calls with a button that applies them and keeps the focus', async () => {
    const onApply = vi.fn();
    renderWithProviders(<Bar found={{ ...none, count: 3 }} onApply={onApply} />);
    const live = screen.getByRole('switch', { name: 'Live' });
    expect(live).not.toBeChecked();
    expect(screen.queryByText('3 new calls')).toBeNull();
    await userEvent.click(live);
    expect(screen.getByRole('status')).toHaveTextContent('3 new calls');
    await userEvent.click(screen.getByRole('button', { name: 'Show new calls' }));
    expect(onApply).toHaveBeenCalledOnce();
    expect(live).toHaveFocus();
  });

  it('says quietly that a check failed, with the service’s text and the next try', async () => {
    const error = new ApiError({
      kind: 'http',
      message: 'Service Unavailable',
      status: 503,
      detail: 'Service Unavailable',
    });
    renderWithProviders(<Bar found={{ ...none, count: null, error, failures: 2, nextCheckMs: 40_000 }} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Live' }));
    expect(screen.getByText('Could not check for new calls: Service Unavailable — next try in 40 s.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('switch', { name: 'Live' })).toHaveAccessibleDescription(/next try in 40 s/);
  });

  it('says no "No new calls" beside a failed check: it does not know', async () => {
    const text = 'Service Unavailable';
    const error = new ApiError({ kind: 'http', message: text, status: 503, detail: text });
    renderWithProviders(<Bar found={{ ...none, count: 0, error, failures: 1, nextCheckMs: 20_000 }} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Live' }));
    expect(screen.getByText(/^Could not check for new calls: Service Unavailable/)).toBeVisible();
    expect(screen.queryByText('No new calls')).toBeNull();
  });

  it('cannot be turned on where there is nothing to follow, and says why', () => {
    renderWithProviders(<Bar unavailable="This range has ended, so no new calls fall in it." />);
    const live = screen.getByRole('switch', { name: 'Live' });
    expect(live).toBeDisabled();
    expect(live).toHaveAccessibleDescription('This range has ended, so no new calls fall in it.');
  });
});
