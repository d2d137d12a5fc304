import { describe, expect, it } from 'vitest';
import { contrastRatio, effectiveBackground, parseColor } from './contrast';

describe('contrast', () => {
  it('reads the colour forms browsers compute', () => {
    expect(parseColor('rgb(255, 0, 10)')).toEqual({ r: 255, g: 0, b: 10, a: 1 });
    expect(parseColor('rgba(0, 0, 0, 0.5)')).toEqual({ r: 0, g: 0, b: 0, a: 0.5 });
    expect(parseColor('rgb(0 0 0 / 25%)')).toEqual({ r: 0, g: 0, b: 0, a: 0.25 });
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColor('#00000080')?.a).toBeCloseTo(0.5, 2);
    expect(parseColor('color(srgb 1 0 0)')).toBeNull();
  });

  it('gives the WCAG ratios of known pairs', () => {
    const black = { r: 0, g: 0, b: 0, a: 1 };
    const white = { r: 255, g: 255, b: 255, a: 1 };
    expect(contrastRatio(black, white)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, white)).toBeCloseTo(1, 5);
    // #767676 on white is the classic 4.54:1.
    expect(contrastRatio({ r: 0x76, g: 0x76, b: 0x76, a: 1 }, white)).toBeCloseTo(4.54, 2);
  });

  it('paints translucent backgrounds over what lies beneath', () => {
    // A 10% black tint over white is rgb(229.5...), not transparent black.
    const bg = effectiveBackground(['rgba(0, 0, 0, 0.1)', 'rgba(0, 0, 0, 0)', 'rgb(255, 255, 255)']);
    expect(bg.r).toBeCloseTo(229.5, 1);
    const dark = effectiveBackground(['rgb(36, 36, 36)']);
    expect(dark.r).toBe(36);
  });
});
