import { describe, expect, it } from 'vitest';
import { isBlankName, nameForComparison, visibleText } from './text';

describe('visible text', () => {
  it('sees through zero-width, direction and other invisible characters', () => {
    expect(isBlankName('\u200B\u200D\u202E \u2066\uFEFF\u00AD')).toBe(true);
    expect(isBlankName('\u3164')).toBe(true);
    expect(isBlankName(' a ')).toBe(false);
    expect(visibleText('\u202Eexe.live')).toBe('exe.live');
  });

  it('compares names as read', () => {
    expect(nameForComparison(' Billing\u200B  Question ')).toBe(nameForComparison('billing question'));
  });
});
