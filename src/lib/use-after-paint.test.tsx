import { act, renderHook } from '@testing-library/react';
import { afterNextPaint, HIDDEN_WAIT_MS, useAfterPaint } from './use-after-paint';

describe('useAfterPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => vi.useRealTimers());

  it('stays false while not ready, then turns true after the next frame, for good', () => {
    const { result, rerender } = renderHook(({ ready }) => useAfterPaint(ready), { initialProps: { ready: false } });
    act(() => vi.advanceTimersByTime(HIDDEN_WAIT_MS * 2));
    expect(result.current).toBe(false);

    rerender({ ready: true });
    expect(result.current).toBe(false);
    // One frame (16 ms with fake timers), then the timer that follows its paint.
    act(() => vi.advanceTimersByTime(17));
    expect(result.current).toBe(true);

    rerender({ ready: false });
    expect(result.current).toBe(true);
  });

  it('in a tab that paints no frames, turns true after HIDDEN_WAIT_MS', () => {
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    const { result } = renderHook(() => useAfterPaint(true));
    act(() => vi.advanceTimersByTime(HIDDEN_WAIT_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    frames.mockRestore();
  });
});

describe('afterNextPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => vi.useRealTimers());

  it('runs once, after the next frame, and not again when the hidden-tab wait ends', () => {
    const done = vi.fn();
    afterNextPaint(done);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(17);
    expect(done).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(HIDDEN_WAIT_MS * 2);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    const done = vi.fn();
    afterNextPaint(done)();
    vi.advanceTimersByTime(HIDDEN_WAIT_MS * 2);
    expect(done).not.toHaveBeenCalled();
  });
});
