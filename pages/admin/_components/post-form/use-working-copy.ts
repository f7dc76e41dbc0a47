/**
 * Server-side autosave of the post form (issue 20, item 4): a pause in typing stores the unsaved
 * values on the server as the staff member's working copy of the post ("new" for a new one),
 * so they survive a closed tab, a crash or another device. When the form opens and such a copy
 * differs from the post, it is offered back (Restore / Discard); until the answer, nothing
 * overwrites it. A save of the post, or discarding, removes it. A published post's edits live
 * here (with a private preview link) until "Update" makes them live.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormApi } from 'final-form';
import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  DISCARD_WORKING_COPY_MUTATION, SAVE_WORKING_COPY_MUTATION, WORKING_COPY_QUERY,
} from '../../../_graphql/operations/editor.operations.js';
import { hasUnsavedChanges, type PostFormValues } from './post-form-values.js';

const DEBOUNCE_MS = 1_500;

export interface WorkingCopyOffer {
  savedAt: string;
  values: PostFormValues;
  /** The post has been saved since the copy was started. */
  savedSince: boolean;
}

export type AutosaveState = 'idle' | 'saving' | 'saved' | 'failed';

export function useWorkingCopy(postId: number | null, form: FormApi<PostFormValues>, initialValues: PostFormValues, version: number | null) {
  const client = useApolloClient();
  const [saveCopy] = useMutation(SAVE_WORKING_COPY_MUTATION);
  const [discardCopy] = useMutation(DISCARD_WORKING_COPY_MUTATION);
  const [offer, setOffer] = useState<WorkingCopyOffer | null>(null);
  const [state, setState] = useState<AutosaveState>('idle');
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [previewPath, setPreviewPath] = useState<string | null>(null);
  // Nothing is stored until the stored copy (if any) is read and answered.
  const answered = useRef(false);
  const stopped = useRef(false);
  const stored = useRef(false);
  const latest = useRef<PostFormValues | null>(null);

  useEffect(() => {
    let live = true;
    client.query({ query: WORKING_COPY_QUERY, variables: { postId }, fetchPolicy: 'network-only' }).then(({ data }) => {
      if (!live) return;
      const copy = data?.workingCopy;
      const values = copy ? ({ ...initialValues, ...(copy.fields as Partial<PostFormValues>) }) : null;
      if (copy && values && hasUnsavedChanges(values, initialValues)) {
        stored.current = true;
        setPreviewPath(copy.previewPath);
        setOffer({ savedAt: copy.savedAt, values, savedSince: version !== null && copy.baseVersion !== null && copy.baseVersion !== version });
      } else {
        answered.current = true;
      }
    }).catch(() => {
      answered.current = true;
    });
    return () => {
      live = false;
    };
  }, [postId]); // eslint-disable-line react-hooks/exhaustive-deps -- one read per post form

  const store = useCallback(async () => {
    const values = latest.current;
    if (stopped.current || !answered.current || !values) return;
    const changed = hasUnsavedChanges(values, initialValues);
    if (!changed && !stored.current) return;
    setState('saving');
    try {
      if (changed) {
        const { data } = await saveCopy({ variables: { postId, fields: values, baseVersion: version } });
        stored.current = true;
        setSavedAt(data?.saveWorkingCopy.savedAt ?? null);
        setPreviewPath(data?.saveWorkingCopy.previewPath ?? null);
      } else {
        // Back to the saved post: nothing to keep.
        await discardCopy({ variables: { postId } });
        stored.current = false;
        setSavedAt(null);
      }
      setState('saved');
    } catch {
      setState('failed');
    }
  }, [postId, version, initialValues, saveCopy, discardCopy]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = form.subscribe(({ values }) => {
      latest.current = values;
      clearTimeout(timer);
      timer = setTimeout(() => void store(), DEBOUNCE_MS);
    }, { values: true });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [form, store]);

  return {
    offer,
    state,
    savedAt,
    previewPath,
    /** Stores the values now (the "Save" of a published post: privately, not live). */
    saveNow: async () => {
      latest.current = form.getState().values;
      answered.current = true;
      await store();
    },
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
      stored.current = false;
      void discardCopy({ variables: { postId } }).catch(() => undefined);
    },
    /** The post was saved (or the changes thrown away on purpose): the copy goes and nothing more is stored. */
    clear: () => {
      stopped.current = true;
      void discardCopy({ variables: { postId } }).catch(() => undefined);
    },
  };
}
