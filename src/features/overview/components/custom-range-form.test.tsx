import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CustomRangeForm, rangeOfDays } from './custom-range-form';

const TZ = 'Europe/London';
const range = { from: Date.parse('2026-11-02T00:00:00Z'), to: Date.parse('2026-11-09T00:00:00Z') };

describe('rangeOfDays', () => {
  it('runs from the start of the first day to the end of the last, in the time zone', () => {
    expect(rangeOfDays({ from: '2026-11-02', to: '2026-11-08' }, TZ)).toEqual(range);
    expect(rangeOfDays({ from: '2026-07-01', to: '2026-07-01' }, TZ)).toEqual({
      from: Date.parse('2026-06-30T23:00:00Z'),
      to: Date.parse('2026-07-01T23:00:00Z'),
    });
  });

  it('says what is wrong', () => {
    expect(rangeOfDays({ from: '', to: '2026-11-08' }, TZ)).toEqual({ problem: 'Enter both dates.' });
    expect(rangeOfDays({ from: '2026-11-09', to: '2026-11-08' }, TZ)).toEqual({
      problem: 'The end date must be on or after the start date.',
    });
  });
});

describe('the custom range form', () => {
  const set = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('opens on the range shown, its last day included', () => {
    renderWithProviders(<CustomRangeForm range={range} tz={TZ} onChange={() => {}} />);
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-02');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-08');
  });

  it('applies the days typed', async () => {
    const onChange = vi.fn();
    renderWithProviders(<CustomRangeForm range={range} tz={TZ} onChange={onChange} />);
    set('From', '2026-11-03');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ ...range, from: Date.parse('2026-11-03T00:00:00Z') }));
  });

  it('an end before the start is said under To, both fields marked, and nothing applied', async () => {
    const onChange = vi.fn();
    renderWithProviders(<CustomRangeForm range={range} tz={TZ} onChange={onChange} />);
    set('To', '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The end date must be on or after the start date.')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-01');
    set('To', '');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Enter both dates.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});
