import { useEffect, useRef, useState } from 'react';
import { useDebounced } from './use-debounced.js';

/** A list's state as its URL holds it: at least the search and the page. */
interface SearchableState {
  search: string;
  page: number;
}

/**
 * A list's search box whose text goes into the URL after a pause in typing (one history entry),
 * and follows the URL when back, forward or a link changes it. Another control's change goes
 * through `withTyped`, which carries the text typed so far: a filter chosen within the pause keeps
 * it, and the pause's end does not then put back the filters as they were before the choice.
 */
export function useUrlSearch<S extends SearchableState>(state: S, go: (state: S, replace?: boolean) => void) {
  const [search, setSearch] = useState(state.search);
  const typed = useDebounced(search.trim());
  const pushed = useRef(state.search);
  const latest = useRef(state);
  latest.current = state;
  useEffect(() => {
    if (typed === pushed.current.trim()) return;
    pushed.current = typed;
    go({ ...latest.current, search: typed, page: 1 }, true);
  }, [typed]); // eslint-disable-line react-hooks/exhaustive-deps -- runs when the debounced text changes, not when the list state does
  useEffect(() => {
    if (state.search.trim() !== pushed.current.trim()) {
      pushed.current = state.search;
      setSearch(state.search);
    }
  }, [state.search]);

  /** `next` with the search box's text as it is now (for the list's other controls). */
  const withTyped = (next: S): S => {
    pushed.current = search.trim();
    return { ...next, search: search.trim() };
  };
  return { search, setSearch, withTyped };
}
