import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { InTurn, useInTurn } from './in-turn';

/** Logs each commit's count of drawn rows, frame by frame. */
function Rows({ total, step, first, log }: { total: number; step: number; first?: number; log: number[] }) {
  const drawn = useInTurn(total, step, first);
  useLayoutEffect(() => {
    log.push(drawn);
  }, [drawn, log]);
  return (
    <ul>
      {Array.from({ length: drawn }, (_, i) => (
        <li key={i}>Row {i + 1}</li>
      ))}
    </ul>
  );
}

describe('useInTurn', () => {
  it('draws a few rows per frame until all are drawn, never more than there are', async () => {
    const log: number[] = [];
    render(<Rows total={12} step={5} first={0} log={log} />);
    expect(await screen.findByText('Row 12')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    expect(log).toEqual([0, 5, 10, 12]);
  });

  it('draws everything at once when there is no more than a step', async () => {
    const log: number[] = [];
    render(<Rows total={3} step={5} log={log} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await new Promise((r) => setTimeout(r, 50));
    expect(log).toEqual([3]);
  });
});

describe('InTurn', () => {
  it('shows the parts in order, one per frame, with the placeholder until the last', async () => {
    render(<InTurn parts={[<p key="a">Summary</p>, <p key="b">Intents</p>]} fallback={<p>Loading the figures</p>} />);
    expect(screen.getByText('Summary')).toBeInTheDocument();
    expect(screen.queryByText('Intents')).toBeNull();
    expect(screen.getByText('Loading the figures')).toBeInTheDocument();
    expect(await screen.findByText('Intents')).toBeInTheDocument();
    expect(screen.queryByText('Loading the figures')).toBeNull();
  });
});
