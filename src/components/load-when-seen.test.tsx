import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadWhenSeen } from './load-when-seen';

/** An IntersectionObserver the test drives: `show()` brings every watched place into view. */
let watchers: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
const show = () => act(() => watchers.forEach((w) => w([{ isIntersecting: true }])));

beforeEach(() => {
  watchers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: (entries: { isIntersecting: boolean }[]) => void) {
        watchers.push(cb);
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const load = vi.fn(() => Promise.resolve({ default: () => <p>The comments</p> }));
const Part = lazy(load);

describe('LoadWhenSeen', () => {
  it('holds the place until it comes into view, then loads and shows the part; what leads it shows at once', async () => {
    load.mockClear();
    render(
      <LoadWhenSeen laidOut fallback={<p>Loading the comments</p>} leading={<p>Above</p>}>
        <Part />
      </LoadWhenSeen>,
    );
    expect(screen.getByText('Above')).toBeInTheDocument();
    expect(screen.getByText('Loading the comments')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    show();
    expect(await screen.findByText('The comments')).toBeInTheDocument();
    expect(screen.queryByText('Loading the comments')).toBeNull();
  });

  it('watches nothing until the page above is laid out', () => {
    render(
      <LoadWhenSeen laidOut={false} fallback={<p>Loading</p>}>
        <p>Part</p>
      </LoadWhenSeen>,
    );
    expect(watchers).toHaveLength(0);
    expect(screen.queryByText('Part')).toBeNull();
  });

  it('loads at once when asked, out of view', async () => {
    render(
      <LoadWhenSeen laidOut now fallback={<p>Loading</p>}>
        <p>Part</p>
      </LoadWhenSeen>,
    );
    expect(await screen.findByText('Part')).toBeInTheDocument();
  });
});
