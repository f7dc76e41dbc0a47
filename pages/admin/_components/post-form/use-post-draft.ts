/**
 * Autosave of the post form in this browser (issue 12, item 3): a pause in typing stores the
 * unsaved values in localStorage under the admin and the post ("new" for a new one), and leaving
 * the page stores them at once. When the form opens and such a draft differs from the post, it
 * is offered back (Restore / Discard); until the admin answers, nothing overwrites it. A
 * successful save, or choosing to discard the changes, removes it.
 */
import { useEffect, useRef, useState } from 'react';
import type { FormApi } from 'final-form';
import { hasUnsavedChanges, type PostFormValues } from './post-form-values.js';

const PREFIX = 'mf-admin-post-draft';
const DEBOUNCE_MS = 800;

export interface StoredDraft {
  version: 1;
  /** ISO 8601: when the changes were last stored. */
  savedAt: string;
  values: PostFormValues;
  /** The post's updatedAt the changes were made on (null for a new post). */
  basedOn: string | null;
}

export function draftKey(username: string, postId: number | 'new'): string {
  return `${PREFIX}:${username}:${postId}`;
}

function readDraft(key: string): StoredDraft | null {
  try {
    const draft = JSON.parse(window.localStorage.getItem(key) ?? 'null') as StoredDraft | null;
    return draft?.version === 1 && draft.values && typeof draft.savedAt === 'string' ? draft : null;
  } catch {
    return null;
  }
}

function writeDraft(key: string, draft: StoredDraft | null): void {
  try {
    if (draft) window.localStorage.setItem(key, JSON.stringify(draft));
    else window.localStorage.removeItem(key);
  } catch {
    // Storage full or switched off: the leave guard still asks before anything is lost.
  }
}

export function usePostDraft(key: string, form: FormApi<PostFormValues>, initialValues: PostFormValues, basedOn: string | null) {
  const [offer, setOffer] = useState<StoredDraft | null>(() => {
    const draft = readDraft(key);
    return draft && hasUnsavedChanges(draft.values, initialValues) ? draft : null;
  });
  const answered = useRef(!offer);
  const stopped = useRef(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let latest: PostFormValues | null = null;
    const store = () => {
      timer = undefined;
      if (stopped.current || !answered.current || !latest) return;
      const changed = hasUnsavedChanges(latest, initialValues);
      writeDraft(key, changed ? { version: 1, savedAt: new Date().toISOString(), values: latest, basedOn } : null);
    };
    const unsubscribe = form.subscribe(({ values }) => {
      latest = values;
      clearTimeout(timer);
      timer = setTimeout(store, DEBOUNCE_MS);
    }, { values: true });
    const flush = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      store();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      unsubscribe();
      flush();
    };
  }, [key, form]); // eslint-disable-line react-hooks/exhaustive-deps -- initialValues is stable per post

  return {
    offer,
    /** Puts the stored values back into the form (they stay unsaved changes). */
    restore: () => {
      if (!offer) return;
      answered.current = true;
      setOffer(null);
      form.batch(() => {
        for (const [field, value] of Object.entries(offer.values)) form.change(field as keyof PostFormValues, value as never);
      });
    },
    discard: () => {
      answered.current = true;
      setOffer(null);
      writeDraft(key, null);
    },
    /** Removes the stored changes for good and stops storing (saved, or thrown away on purpose). */
    clear: () => {
      stopped.current = true;
      writeDraft(key, null);
    },
  };
}
