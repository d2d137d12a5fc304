// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Call } from '../../../contract';
import { renderWithProviders } from '../../../test/render';
import { CallAnalysis, ExtractedValues } from './call-analysis';

const call: Call = {
  id: 7,
  started_at: '2026-11-20T10:00:00Z',
  duration_ms: 3_725_500,
  call_intent: null,
  call_outcome: null,
  sentiment: null,
  // The service sent the same label twice: both are shown, and React is not confused by it.
  labels_and_redflags: [
    { id: 81, label: 'Escalated' },
    { id: 81, label: 'Escalated' },
  ],
};

afterEach(() => vi.restoreAllMocks());

describe('CallAnalysis', () => {
  it('shows a label the service sent twice twice, without a duplicate-key error', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<CallAnalysis call={call} kinds={{ 81: 'label' }} />);
    expect(screen.getAllByTitle('Label: Escalated')).toHaveLength(2);
    expect(errors.mock.calls.map((c) => c.map(String).join(' ')).filter((m) => /same key/.test(m))).toEqual([]);
  });

  it('says the length as people say it', () => {
    renderWithProviders(<CallAnalysis call={call} kinds={undefined} />);
    expect(screen.getByText('1:02:05')).toBeInTheDocument();
  });
});

describe('ExtractedValues', () => {
  it('shows a date-time value as a date-time in the reader’s locale, not as the raw ISO text', () => {
    const iso = '2026-11-15T14:00:00.000Z';
    renderWithProviders(
      <ExtractedValues
        values={[
          { field_id: 5, name: 'callback_time', value: iso },
          { field_id: 2, name: 'call_summary', value: 'Called on 2026-11-15T14:00:00Z about a bill.' },
        ]}
      />,
    );
    const cell = screen.getByRole('row', { name: /callback_time/ });
    expect(cell).not.toHaveTextContent(iso);
    const time = cell.querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe('2026-11-15T14:00:00Z');
    expect(time?.textContent).toContain('2026');
    // Text that only holds a date-time is left as it is.
    expect(screen.getByText('Called on 2026-11-15T14:00:00Z about a bill.')).toBeInTheDocument();
  });
});
