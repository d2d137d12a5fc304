import { describe, expect, it, vi } from 'vitest';
import { createClipSelection } from './clip-selection';

describe('createClipSelection', () => {
  it('starts where it is told and tells its readers of each move, once', () => {
    const selection = createClipSelection(2);
    const onChange = vi.fn();
    selection.subscribe(onChange);
    expect(selection.get()).toBe(2);
    selection.set(3);
    expect(selection.get()).toBe(3);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('does not call readers for the clip already selected, nor after they leave', () => {
    const selection = createClipSelection();
    const onChange = vi.fn();
    const leave = selection.subscribe(onChange);
    selection.set(0);
    expect(onChange).not.toHaveBeenCalled();
    leave();
    selection.set(5);
    expect(onChange).not.toHaveBeenCalled();
    expect(selection.get()).toBe(5);
  });
});
