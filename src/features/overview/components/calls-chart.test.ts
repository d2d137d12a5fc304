import { describe, expect, it } from 'vitest';
import { niceStep } from './calls-chart';

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
