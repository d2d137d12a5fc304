// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Call } from '../../../contract';
import { renderWithProviders } from '../../../test/render';
import { CallAnalysis } from './call-analysis';

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
