import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastOf, contrastRatio, luminance, over, parseColour } from './contrast';

describe('WCAG contrast', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastOf('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastOf('#2b8a3e', '#2b8a3e')).toBe(1);
    expect(contrastOf('#fff', '#000')).toBeCloseTo(21, 5);
  });

  it('matches published ratios', () => {
    // WebAIM's checker: #767676 on white is 4.54:1, the lightest grey that passes AA.
    expect(contrastOf('#767676', '#fff')).toBeCloseTo(4.54, 2);
    expect(contrastOf('#777777', '#fff')).toBeLessThan(AA_TEXT);
    // Mantine's blue.6 (#228be6) on white: 3.55:1 (STACK.md).
    expect(contrastOf('#228be6', '#fff')).toBeCloseTo(3.55, 1);
  });

  it('reads hex, rgb() and rgba(), and lays a translucent colour over the background', () => {
    expect(parseColour('#abc')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc, a: 1 });
    expect(parseColour('rgba(0, 0, 0, 0.5)')).toEqual({ r: 0, g: 0, b: 0, a: 0.5 });
    expect(parseColour('rgb(10 20 30 / 50%)')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
    expect(parseColour('var(--x)')).toBeNull();
    expect(over({ r: 0, g: 0, b: 0, a: 0.5 }, { r: 255, g: 255, b: 255 })).toEqual({ r: 127.5, g: 127.5, b: 127.5 });
    expect(contrastRatio({ r: 0, g: 0, b: 0, a: 0 }, { r: 255, g: 255, b: 255 })).toBe(1);
    expect(luminance({ r: 255, g: 255, b: 255 })).toBeCloseTo(1, 5);
  });

  it('refuses to guess', () => {
    expect(() => contrastOf('var(--mantine-color-green-9)', '#fff')).toThrow(/Cannot read colour/);
    expect(() => contrastOf('#000', 'rgba(255,255,255,0.5)')).toThrow(/translucent/);
  });
});
