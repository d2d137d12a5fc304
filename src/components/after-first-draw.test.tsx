import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { AfterFirstDraw } from './after-first-draw';

function Drawn({ name, log }: { name: string; log: string[] }) {
  useLayoutEffect(() => {
    log.push(name);
  }, [name, log]);
  return <p>{name}</p>;
}

describe('AfterFirstDraw', () => {
  it('commits the page with its placeholder first, and the long part in a commit of its own', async () => {
    const log: string[] = [];
    render(
      <>
        <Drawn name="summary" log={log} />
        <AfterFirstDraw fallback={<Drawn name="placeholder" log={log} />}>
          <Drawn name="results" log={log} />
        </AfterFirstDraw>
      </>,
    );
    expect(await screen.findByText('results')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).toBeNull();
    // The summary and the placeholder came in the first commit; the results in a later one.
    expect(log).toEqual(['summary', 'placeholder', 'results']);
  });
});
