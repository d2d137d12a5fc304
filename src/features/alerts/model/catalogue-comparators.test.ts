import { describe, expect, it } from 'vitest';
import { filterCatalogue, findItem } from './catalogue';
import { comparatorsFor, parseNumberInput, valueAfterComparatorChange, valueProblem, valueShape } from './comparators';
import { sources } from './model-test-helpers';

describe('catalogue', () => {
  it('lists every known source in order, then unknown ones by whatever name they carry', () => {
    expect(sources.map((s) => s.title)).toEqual([
      'Evals',
      'Voice metrics',
      'Extraction fields',
      'Call metadata',
      'Red flags',
      'Red-flag aggregates',
      'Custom scores',
    ]);
    const custom = sources[6];
    expect(custom?.known).toBe(false);
    expect(custom?.items.map((i) => [i.name, i.ref])).toEqual([
      ['CSAT prediction', 7],
      ['By label', 'k'],
      ['bare', 'bare'],
      ['Item 4', 3],
    ]);
  });

  it('types items: units, field types, red flags and aggregates', () => {
    expect(findItem(sources, 'voice_metrics', 'median_latency')).toMatchObject({ kind: 'number', unit: 'ms' });
    expect(findItem(sources, 'extraction_fields', '4')).toMatchObject({ kind: 'number', typeLabel: 'number' });
    expect(findItem(sources, 'call_metadata', 'started_at')?.kind).toBe('datetime');
    expect(findItem(sources, 'call_metadata', 'transferred')?.kind).toBe('boolean');
    expect(findItem(sources, 'red_flags', 1)?.kind).toBe('red_flag');
    expect(findItem(sources, 'red_flag_aggregates', 'red_flag_count')?.kind).toBe('count');
  });

  it('filters by name, unit or source title and keeps every source heading', () => {
    const f = filterCatalogue(sources, 'LATENCY');
    expect(f.find((s) => s.key === 'voice_metrics')?.items.map((i) => i.name)).toEqual(['Median latency']);
    expect(f.find((s) => s.key === 'evals')?.items).toEqual([]);
    expect(filterCatalogue(sources, 'red flags').find((s) => s.key === 'red_flags')?.items).toHaveLength(1);
  });
});

describe('comparators and values', () => {
  it('offers comparators that fit the item', () => {
    expect(comparatorsFor('red_flag')).toEqual(['is_true', 'is_false']);
    expect(comparatorsFor('string')).toEqual(['contains', 'eq', 'neq']);
    expect(comparatorsFor('unknown')).toHaveLength(9);
  });

  it('keeps the value while it still fits the new comparator', () => {
    expect(valueAfterComparatorChange('number', 'gt', 'gte', 800)).toBe(800);
    expect(valueAfterComparatorChange('number', 'gt', 'lte', '8x')).toBe('8x');
    expect(valueAfterComparatorChange('string', 'eq', 'contains', 'lawyer')).toBe('lawyer');
    expect(valueAfterComparatorChange('unknown', 'eq', 'gt', 'abc')).toBeNull();
    expect(valueAfterComparatorChange('unknown', 'eq', 'gt', 5)).toBe(5);
    expect(valueAfterComparatorChange('unknown', 'gt', 'is_true', 5)).toBeNull();
  });

  it('says what is wrong with a value', () => {
    expect(valueProblem(null, valueShape('number', 'gt'))).toBe('Enter a number');
    expect(valueProblem(1.5, valueShape('count', 'gte'))).toBe('Enter a whole number, 0 or more');
    expect(valueProblem('  ', valueShape('string', 'contains'))).toBe('Enter a value');
    expect(valueProblem('2026-11-20T17:00:00.000Z', valueShape('datetime', 'gt'))).toBeNull();
    expect(valueProblem('yesterday', valueShape('datetime', 'gt'))).toMatch(/date and time/);
    expect(valueProblem(null, valueShape('red_flag', 'is_true'))).toBeNull();
  });

  it('reads typed numbers', () => {
    expect(parseNumberInput('800')).toBe(800);
    expect(parseNumberInput(' -1.5 ')).toBe(-1.5);
    expect(parseNumberInput('8.')).toBe(8);
    expect(parseNumberInput('')).toBeNull();
    expect(parseNumberInput('8x')).toBe('8x');
  });
});
