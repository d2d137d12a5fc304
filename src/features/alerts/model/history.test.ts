import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT, record, redo, startHistory, undo } from './history';

describe('undo history', () => {
  it('undoes and redoes each change; a new change drops what could be redone', () => {
    let h = startHistory('a');
    h = record(h, 'b');
    h = record(h, 'c');
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe('b');
    h = record(h, 'x');
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
    expect(undo(h).present).toBe('b');
  });

  it('keeps typing into one field as one step, and no change as none', () => {
    let h = startHistory('');
    h = record(h, '8', 'value:1');
    h = record(h, '80', 'value:1');
    h = record(h, '800', 'value:1');
    h = record(h, '800');
    expect(record(h, h.present)).toBe(h);
    h = record(h, 'other', 'value:2');
    expect(undo(h).present).toBe('800');
    expect(undo(undo(h)).present).toBe('');
  });

  it('forgets the oldest steps past the limit', () => {
    let h = startHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 10; i++) h = record(h, i);
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(h.past[0]).toBe(10);
  });
});
