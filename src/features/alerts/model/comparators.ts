import { COMPARATORS, type Comparator } from '../../../contract';
import type { ItemKind } from './catalogue';

export type ConditionValue = string | number | boolean | null;

/** What a comparator wants as its value, for an item of a given kind. */
export type ValueShape = 'none' | 'number' | 'count' | 'string' | 'datetime' | 'any';

const NUMERIC: Comparator[] = ['gt', 'gte', 'lt', 'lte', 'eq', 'neq'];

/** The comparators that make sense for each kind, the usual one first. */
const BY_KIND: Record<ItemKind, Comparator[]> = {
  number: NUMERIC,
  count: ['gte', 'gt', 'lte', 'lt', 'eq', 'neq'],
  eval: ['is_false', 'is_true'],
  boolean: ['is_true', 'is_false'],
  red_flag: ['is_true', 'is_false'],
  string: ['contains', 'eq', 'neq'],
  datetime: ['gt', 'lt', 'gte', 'lte', 'eq', 'neq'],
  // An item the client does not know may mean anything: offer every comparator.
  unknown: [...COMPARATORS],
};

export const comparatorsFor = (kind: ItemKind): readonly Comparator[] => BY_KIND[kind];
export const defaultComparator = (kind: ItemKind): Comparator => BY_KIND[kind][0] ?? 'eq';
export const comparatorFits = (kind: ItemKind, c: Comparator): boolean => BY_KIND[kind].includes(c);

export function valueShape(kind: ItemKind, c: Comparator): ValueShape {
  if (c === 'is_true' || c === 'is_false') return 'none';
  switch (kind) {
    case 'number':
      return 'number';
    case 'count':
      return 'count';
    case 'datetime':
      return 'datetime';
    case 'string':
      return 'string';
    case 'unknown':
      return c === 'contains' ? 'string' : c === 'eq' || c === 'neq' ? 'any' : 'number';
    default:
      // boolean-like kinds with a comparator that does not fit them: any value reads.
      return 'any';
  }
}

const SYMBOLS: Record<Comparator, string> = {
  eq: '=',
  neq: '≠',
  gt: '>',
  gte: '≥',
  lt: '<',
  lte: '≤',
  contains: 'contains',
  is_true: 'is true',
  is_false: 'is false',
};

const WORDS: Record<Comparator, string> = {
  eq: 'equals',
  neq: 'does not equal',
  gt: 'greater than',
  gte: 'at least',
  lt: 'less than',
  lte: 'at most',
  contains: 'contains',
  is_true: 'is true',
  is_false: 'is false',
};

/** The comparator in words ("equals", "greater than"), for messages about pasted JSON. */
export const comparatorWords = (c: Comparator): string => WORDS[c];

/** The comparator as it reads in the sentence ("is present", ">", "is after"). */
export function comparatorPhrase(kind: ItemKind, c: Comparator): string {
  if (kind === 'red_flag' && (c === 'is_true' || c === 'is_false')) return c === 'is_true' ? 'is present' : 'is absent';
  if (kind === 'eval' && (c === 'is_true' || c === 'is_false')) return c === 'is_true' ? 'passed' : 'failed';
  if (kind === 'datetime') {
    const dt: Partial<Record<Comparator, string>> = {
      gt: 'is after',
      gte: 'is at or after',
      lt: 'is before',
      lte: 'is at or before',
      eq: 'is at',
      neq: 'is not at',
    };
    if (dt[c]) return dt[c];
  }
  if (kind === 'string') {
    if (c === 'eq') return 'is';
    if (c === 'neq') return 'is not';
  }
  return SYMBOLS[c];
}

/** The comparator as a menu option: the phrase, with words for a bare symbol. */
export function comparatorOption(kind: ItemKind, c: Comparator): string {
  const phrase = comparatorPhrase(kind, c);
  return phrase === SYMBOLS[c] && phrase.length === 1 ? `${phrase} (${WORDS[c]})` : phrase;
}

const isDateTime = (v: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v));

export function valueFits(value: ConditionValue, shape: ValueShape): boolean {
  switch (shape) {
    case 'none':
      return value === null;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'count':
      return typeof value === 'number' && Number.isInteger(value) && value >= 0;
    case 'string':
      return typeof value === 'string' && value.trim() !== '';
    case 'datetime':
      return typeof value === 'string' && isDateTime(value);
    case 'any':
      return (
        (typeof value === 'string' && value.trim() !== '') ||
        (typeof value === 'number' && Number.isFinite(value)) ||
        typeof value === 'boolean'
      );
  }
}

/** Why a value does not fit, in words for the field's message; null when it does. */
export function valueProblem(value: ConditionValue, shape: ValueShape): string | null {
  if (valueFits(value, shape)) return null;
  const empty = value === null || value === '';
  switch (shape) {
    case 'none':
      return 'This comparator takes no value';
    case 'number':
      return empty ? 'Enter a number' : 'Enter a number (digits, optionally a decimal point)';
    case 'count':
      return 'Enter a whole number, 0 or more';
    case 'string':
      return 'Enter a value';
    case 'datetime':
      return empty ? 'Enter a date and time' : 'Enter a date and time (YYYY-MM-DDTHH:MM)';
    case 'any':
      return 'Enter a value';
  }
}

/**
 * The value to keep when the comparator changes: the same one while it still fits (or while
 * the kind of value asked for is unchanged, so half-typed text survives), otherwise none.
 */
export function valueAfterComparatorChange(
  kind: ItemKind,
  from: Comparator,
  to: Comparator,
  value: ConditionValue,
): ConditionValue {
  const next = valueShape(kind, to);
  if (next === 'none') return null;
  if (valueShape(kind, from) === next || valueFits(value, next)) return value;
  return null;
}

/** Text typed into a number field, read as the tree's value: a number when it is one. */
export function parseNumberInput(text: string): ConditionValue {
  const t = text.trim();
  if (t === '') return null;
  const n = Number(t);
  return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(t) && Number.isFinite(n) ? n : text;
}
