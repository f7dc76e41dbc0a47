/**
 * Where keyboard focus goes when the list changes under it (WCAG 2.4.3): removing a filter chip
 * removes the button that had focus, and a page link's list is replaced, so without help focus
 * falls to the body. Those controls call focusResultsNext(); once the new list is on screen,
 * useResultsFocus() moves focus to the results summary ("Showing 6–10 of 46 articles"), the
 * start of what changed.
 */
import { useEffect, type RefObject } from 'react';

let pending = false;

/** The next list shown takes focus to its results summary. */
export function focusResultsNext(): void {
  pending = true;
}

/** Focuses `summary` once `shown` is true after focusResultsNext(); `list` is the data shown. */
export function useResultsFocus(summary: RefObject<HTMLElement | null>, shown: boolean, list: unknown): void {
  useEffect(() => {
    if (!shown || !pending) return;
    pending = false;
    summary.current?.focus();
  }, [summary, shown, list]);
}
