import { measureElement, type Virtualizer } from '@tanstack/react-virtual';

/**
 * TanStack Virtual's `measureElement` option for lists of rows of varying height: a row is
 * measured when the ResizeObserver reports it (after the browser's own layout), not as it
 * mounts. Measuring each new row at once forces a layout per row: about 100 ms when a 5,000-key
 * profile opens, 30 ms when a long transcript does. Until the report, a row keeps its estimate.
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
