/**
 * Whether a scrolling region holds more than it shows sideways, and whether the reader is at its
 * end: a table wider than a phone scrolls, and a column past the edge must be announced by a
 * visible hint, not found by chance.
 */
import { useCallback, useEffect, useState, type RefObject } from 'react';

export interface SidewaysOverflow {
  /** The content is wider than the box. */
  overflows: boolean;
  /** Scrolled to the right edge (or nothing to scroll). */
  atEnd: boolean;
}

export function useSidewaysOverflow(ref: RefObject<HTMLElement | null>, version?: unknown): SidewaysOverflow {
  const [state, setState] = useState<SidewaysOverflow>({ overflows: false, atEnd: true });
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const overflows = el.scrollWidth > el.clientWidth + 1;
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
    setState((s) => (s.overflows === overflows && s.atEnd === atEnd ? s : { overflows, atEnd }));
  }, [ref]);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.addEventListener('scroll', measure, { passive: true });
    // A ResizeObserver reports each box it observes once it has been laid out (and not while it
    // is not rendered, as inside a closed disclosure): reading the widths here as well would force
    // a layout of the whole page on every table's mount while the view loads. Without one
    // (jsdom), measure now.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (!observer) measure();
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref, measure, version]);
  return state;
}
