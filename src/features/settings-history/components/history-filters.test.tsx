import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { HistoryFilters } from './history-filters';

/** A day picked in the browser's date field (its value is the whole day at once). */
const pickDay = (label: string, day: string) =>
  act(async () => {
    fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value: day } });
    await Promise.resolve();
  });
const RANGE_ERROR = 'The end is before the start';

describe('the settings history’s actor and days', { timeout: 20_000 }, () => {
  it('says at once when the end is before the start, applies nothing then, and applies the range once fixed', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    renderWithProviders(<HistoryFilters query={{ resource: ['rule'] }} onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Actor' }), '  Sam Okafor ');
    await pickDay('To', '2026-11-10');
    await pickDay('From', '2026-11-14');
    expect(await screen.findByText(RANGE_ERROR)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onChange).not.toHaveBeenCalled();

    await pickDay('To', '2026-11-14');
    await vi.waitFor(() => expect(screen.queryByText(RANGE_ERROR)).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await vi.waitFor(() =>
      expect(onChange).toHaveBeenCalledExactlyOnceWith({
        resource: ['rule'],
        actor: 'Sam Okafor',
        started_after: new Date('2026-11-14T00:00').toISOString(),
        started_before: new Date('2026-11-15T00:00').toISOString(),
      }),
    );
    // What was typed stays in the fields.
    expect(screen.getByRole('textbox', { name: 'Actor' })).toHaveProperty('value', '  Sam Okafor ');
  });

  it('starts from the address, and Clear filters empties the fields and the query', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    const after = new Date('2026-11-10T00:00').toISOString();
    const before = new Date('2026-11-15T00:00').toISOString();
    renderWithProviders(
      <HistoryFilters query={{ actor: 'Priya', started_after: after, started_before: before }} onChange={onChange} />,
    );
    expect(screen.getByRole('textbox', { name: 'Actor' })).toHaveProperty('value', 'Priya');
    expect(screen.getByLabelText('From', { exact: true })).toHaveProperty('value', '2026-11-10');
    expect(screen.getByLabelText('To', { exact: true })).toHaveProperty('value', '2026-11-14');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({});
    expect(screen.getByRole('textbox', { name: 'Actor' })).toHaveProperty('value', '');
    expect(screen.getByLabelText('From', { exact: true })).toHaveProperty('value', '');
  });

  it('an address with the end before the start says so', async () => {
    renderWithProviders(
      <HistoryFilters
        query={{ started_after: new Date('2026-11-14T00:00').toISOString(), started_before: '2026-11-10T00:00:00Z' }}
        onChange={vi.fn()}
      />,
    );
    expect(await screen.findByText(RANGE_ERROR)).toBeTruthy();
  });
});
