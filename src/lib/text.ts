/**
 * Characters that take no room on screen: zero-width spaces and joiners, direction marks,
 * embeddings, overrides and isolates, the soft hyphen, the word joiner and invisible operators,
 * the byte-order mark, variation selectors, tag characters and the Hangul fillers.
 */
const INVISIBLE_RANGES: readonly (readonly [number, number])[] = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xe0000, 0xe007f],
  [0xe0100, 0xe01ef],
];
const isInvisible = (cp: number) => INVISIBLE_RANGES.some(([from, to]) => cp >= from && cp <= to);

/** The text without its invisible characters and surrounding white space. */
export function visibleText(s: string): string {
  let out = '';
  for (const ch of s) if (!isInvisible(ch.codePointAt(0) ?? 0)) out += ch;
  return out.trim();
}

/** A name that would show as nothing (only spaces and invisible characters). */
export const isBlankName = (s: string): boolean => visibleText(s) === '';

/** Message for a name that has characters but none that can be seen. */
export const INVISIBLE_NAME_MESSAGE = 'The name has no visible characters';

/** Compares names as a person reads them: invisible characters and case ignored, spaces folded. */
export const nameForComparison = (s: string): string => visibleText(s).replace(/\s+/g, ' ').toLocaleLowerCase();
