/**
 * Characters that take no room on screen: zero-width spaces and joiners, direction marks,
 * embeddings, overrides and isolates, the soft hyphen, the word joiner and invisible operators,
 * the byte-order mark, variation selectors, tag characters and the Hangul fillers.
 */
const INVISIBLE =
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]|\uDB40[\uDC00-\uDDEF]/g;

/** The text without its invisible characters and surrounding white space. */
export const visibleText = (s: string): string => s.replace(INVISIBLE, '').trim();

/** A name that would show as nothing (only spaces and invisible characters). */
export const isBlankName = (s: string): boolean => visibleText(s) === '';

/** Message for a name that has characters but none that can be seen. */
export const INVISIBLE_NAME_MESSAGE = 'The name has no visible characters';

/** Compares names as a person reads them: invisible characters and case ignored, spaces folded. */
export const nameForComparison = (s: string): string => visibleText(s).replace(/\s+/g, ' ').toLocaleLowerCase();
