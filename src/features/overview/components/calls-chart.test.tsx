// @vitest-environment jsdom
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { barStyle, CallsChart, dateLevels, niceStep } from './calls-chart';

describe('the chart’s count axis', () => {
  it('steps by one for small counts, so no tick is a fraction of a call', () => {
    expect(niceStep(0)).toBe(1);
    expect(niceStep(3)).toBe(1);
    expect(niceStep(4)).toBe(1);
  });

  it('cuts larger counts into about four round steps (1, 2 or 5 times a power of ten)', () => {
    expect(niceStep(7)).toBe(2);
    expect(niceStep(20)).toBe(5);
    expect(niceStep(120)).toBe(50);
    expect(niceStep(399)).toBe(100);
    expect(niceStep(4100)).toBe(2000);
  });
});

describe('a bar', () => {
  it('is as tall as its total against the top of the axis, its outcomes stacked bottom up in order', () => {
    const style = barStyle([30, 0, 10], ['teal', 'red', 'yellow'], 80) as Record<string, string>;
    expect(style['--h']).toBe('50%');
    expect(style.backgroundImage).toBe(
      'linear-gradient(to top, var(--mantine-color-teal-6) 0% 75%, var(--mantine-color-yellow-6) 75% 100%)',
    );
  });

  it('paints nothing for a bucket without calls', () => {
    expect(barStyle([0, 0], ['teal', 'red'], 10)).toEqual({});
  });
});

describe('the dates under the bars', () => {
  it('on 90 days: a date every 20 days at any width, every 10 from 640 px, every 5 from 1,100 px; a wider chart keeps the narrower one’s dates', () => {
    const levels = dateLevels(90);
    const at = (level: number) => [...levels].filter(([, l]) => l === level).map(([i]) => i);
    expect(at(0)).toEqual([0, 20, 40, 60, 80]);
    expect(at(1)).toEqual([10, 30, 50, 70]);
    expect(at(2)).toEqual([5, 15, 25, 35, 45, 55, 65, 75, 85]);
  });

  it('on 24 hours: every 8th hour at any width, every 4th from 640 px, every 2nd from 1,100 px', () => {
    const levels = dateLevels(24);
    expect([...levels.keys()]).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22]);
    expect([0, 8, 16].map((i) => levels.get(i))).toEqual([0, 0, 0]);
    expect([4, 12, 20].map((i) => levels.get(i))).toEqual([1, 1, 1]);
  });
});

describe('the chart', () => {
  const DAY = 86_400_000;
  const starts = Array.from({ length: 90 }, (_, i) => Date.parse('2026-08-23T00:00:00Z') + i * DAY);
  const series = ['teal', 'red', 'yellow', 'blue', 'gray'].map((color, s) => ({
    name: color,
    color,
    counts: starts.map((_, i) => (i + s) % 7),
  }));

  it('draws one named bar per bucket, and a click on a bar opens its bucket', () => {
    const open = vi.fn();
    const { container, getByRole } = render(
      <CallsChart starts={starts} series={series} bucket="day" tz="UTC" label="Calls per day" onOpenBucket={open} />,
    );
    expect(getByRole('img', { name: 'Calls per day' })).toBeTruthy();
    const bars = container.querySelectorAll('[data-bucket]');
    expect(bars).toHaveLength(90);
    // The third day: counts 2, 3, 4, 5, 6.
    expect(bars[2]?.getAttribute('title')).toMatch(/^Tue,? 25 Aug 2026: 20 calls$/);
    fireEvent.click(bars[2] as Element);
    expect(open).toHaveBeenCalledWith(2);
  });

  it('gives the dates under the bars their year where the chart spans more than one, as a range from 2000 does', () => {
    const WEEK = 7 * DAY;
    const weeks = Array.from({ length: 120 }, (_, i) => Date.parse('2025-06-02T00:00:00Z') + i * WEEK);
    const one = [{ name: 'teal', color: 'teal', counts: weeks.map(() => 3) }];
    const { container } = render(
      <CallsChart starts={weeks} series={one} bucket="week" tz="UTC" label="Calls per week" onOpenBucket={() => {}} />,
    );
    const dates = [...container.querySelectorAll('[aria-hidden="true"] span[style*="left"]')].map((e) => e.textContent);
    expect(dates[0]).toMatch(/2025$/);
    expect(dates.some((d) => /2027$/.test(d ?? ''))).toBe(true);
  });
});
