import { elementScroll, measureElement, type Virtualizer } from '@tanstack/react-virtual';

/**
 * TanStack Virtual's `measureElement` option for lists of rows of varying height: a row is
 * measured when the ResizeObserver reports it (after the browser's own layout), not as it
 * mounts. Measuring each new row at once forces a layout per row, which adds up in a long list
 * (see docs/performance.md, row "Virtual rows measured when the ResizeObserver reports them").
 * Until the report, a row keeps its estimate.
 */
export function measureWhenObserved<TScroll extends Element, TItem extends Element>(
  el: TItem,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<TScroll, TItem>,
): number {
  if (entry) return measureElement(el, entry, instance);
  const index = instance.indexFromElement(el);
  return instance.measurementsCache[index]?.size ?? instance.options.estimateSize(index);
}

type Rect = { width: number; height: number };

/**
 * TanStack Virtual's `observeElementRect` option, for the same reason: the scrolling box's size is
 * read when the ResizeObserver first reports it (after the browser's own layout), not as the list
 * mounts. TanStack's own reads it at once, which forces a layout of the whole page in the middle of
 * the commit. Until the report, the list uses its `initialRect` (give it the box's height). With
 * `scrollUnlessAtStart` below, no task forces a layout (see docs/performance.md, row "A virtual
 * list's box read when first observed").
 */
export function observeRectWhenLaidOut<TScroll extends Element, TItem extends Element>(
  instance: Virtualizer<TScroll, TItem>,
  cb: (rect: Rect) => void,
): (() => void) | undefined {
  const element = instance.scrollElement;
  if (!element || typeof ResizeObserver === 'undefined') return undefined;
  const observer = new ResizeObserver(() => cb({ width: element.clientWidth, height: element.clientHeight }));
  observer.observe(element, { box: 'content-box' });
  return () => observer.unobserve(element);
}

const written = new WeakSet<Element>();

/**
 * TanStack Virtual's `scrollToFn` option, for the same reason: the list's first write, to the top
 * of a scrolling box that has just mounted (so is at the top already), is skipped. Writing it
 * forces the layout that `observeRectWhenLaidOut` avoids. Every later write is TanStack's own.
 */
export function scrollUnlessAtStart<TScroll extends Element, TItem extends Element>(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<TScroll, TItem>,
): void {
  const element = instance.scrollElement;
  if (element && !written.has(element)) {
    written.add(element);
    if (offset + (options.adjustments ?? 0) === 0) return;
  }
  elementScroll(offset, options, instance);
}
