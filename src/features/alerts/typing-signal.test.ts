import { describe, expect, it, vi } from 'vitest';
import { createTypingSignal } from './typing-signal';

describe('the typing signal', () => {
  it('says typing while any field waits, and tells its listeners only when that changes', () => {
    const signal = createTypingSignal();
    const heard = vi.fn();
    signal.subscribe(heard);
    expect(signal.typing()).toBe(false);
    const first = signal.begin();
    const second = signal.begin();
    expect(signal.typing()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
    first();
    first();
    expect(signal.typing()).toBe(true);
    second();
    expect(signal.typing()).toBe(false);
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
