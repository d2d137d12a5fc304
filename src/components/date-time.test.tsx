import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { DateTime } from './date-time';

describe('DateTime', () => {
  it('shows the local time and gives the UTC value on hover, on focus, and hides it with Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DateTime value="2026-07-23T17:00:00.000Z" />);
    const time = screen.getByText((_, el) => el?.tagName === 'TIME');
    expect(time).toHaveAttribute('datetime', '2026-07-23T17:00:00Z');
    expect(screen.queryByRole('tooltip')).toBeNull();

    await user.hover(time);
    expect(screen.getByRole('tooltip')).toHaveTextContent('UTC: 2026-07-23T17:00:00Z');
    expect(time).toHaveAccessibleDescription('UTC: 2026-07-23T17:00:00Z');
    await user.unhover(time);
    expect(screen.queryByRole('tooltip')).toBeNull();

    await user.tab();
    expect(time).toHaveFocus();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows a dash for a missing timestamp', () => {
    renderWithProviders(<DateTime value={null} />);
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});
