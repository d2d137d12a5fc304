// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { CallsChart } from './calls-chart';

const DAY = 86_400_000;
const starts = Array.from({ length: 90 }, (_, i) => Date.parse('2026-08-23T00:00:00Z') + i * DAY);
const series = ['teal', 'red', 'yellow', 'blue', 'gray'].map((color, s) => ({ name: color, color, counts: starts.map((_, i) => (i + s) % 7) }));
const chart = () => <CallsChart starts={starts} series={series} bucket="day" tz="UTC" label="Calls per day" onOpenBucket={() => {}} />;

// The layout's answer: what ResizeObserver reports once layout is done, and the width it reads.
const reports: (() => void)[] = [];
let widthReads = 0;
beforeAll(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        reports.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get() {
      widthReads += 1;
      return 900;
    },
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
});

it('reads its width when layout reports it, and a chart drawn anew (another range) starts at that width: drawn once, not at a guess and again', () => {
  const first = render(chart());
  // Reading the width as the chart mounts would force a layout in the middle of the render.
  expect(widthReads).toBe(0);
  act(() => reports.forEach((report) => report()));
  expect(first.container.querySelector('svg')?.getAttribute('width')).toBe('900');
  first.unmount();

  const second = render(chart());
  const svg = second.container.querySelector('svg');
  expect(svg?.getAttribute('width')).toBe('900');
  const redrawn = new MutationObserver(() => {});
  redrawn.observe(second.container, { attributes: true, subtree: true });
  act(() => reports.forEach((report) => report()));
  expect(redrawn.takeRecords()).toHaveLength(0);
});
