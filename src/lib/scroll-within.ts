/** Scrolls `box` so that `el` (inside it, `box` its offset parent) is in view: centred, or just enough. */
export function scrollWithin(box: HTMLElement, el: HTMLElement, align: 'center' | 'auto') {
  const top = el.offsetTop;
  if (align === 'center') box.scrollTop = top - (box.clientHeight - el.offsetHeight) / 2;
  else if (top < box.scrollTop) box.scrollTop = top;
  else if (top + el.offsetHeight > box.scrollTop + box.clientHeight)
    box.scrollTop = top + el.offsetHeight - box.clientHeight;
}
