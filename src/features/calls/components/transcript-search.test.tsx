import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { TranscriptSearch } from './transcript-search';

const field = () => screen.getByRole('searchbox', { name: 'Search transcripts' });

describe('Search transcripts', { timeout: 20_000 }, () => {
  it('searches for the text without its outer spaces, by Enter or the button; empty clears it', async () => {
    const user = userEvent.setup({ delay: null });
    const onSearch = vi.fn();
    renderWithProviders(<TranscriptSearch value="" onSearch={onSearch} />);
    await user.type(field(), '  duplicate charge {Enter}');
    await vi.waitFor(() => expect(onSearch).toHaveBeenLastCalledWith('duplicate charge'));
    await user.clear(field());
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(onSearch).toHaveBeenLastCalledWith(''));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('follows the address when it changes, and keeps what was typed while it does not', async () => {
    const user = userEvent.setup({ delay: null });
    const { rerender } = renderWithProviders(<TranscriptSearch value="refund" onSearch={vi.fn()} />);
    expect(field()).toHaveProperty('value', 'refund');
    await user.type(field(), ' policy');
    rerender(<TranscriptSearch value="refund" onSearch={vi.fn()} />);
    expect(field()).toHaveProperty('value', 'refund policy');
    rerender(<TranscriptSearch value="cancel" onSearch={vi.fn()} />);
    expect(field()).toHaveProperty('value', 'cancel');
  });
});
