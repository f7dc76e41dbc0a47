/**
 * Who else has this post open (issue 20): the editor says it is here every 10 s and hears who
 * else did within the last 30 s; closing it says goodbye. A failed poll changes nothing.
 */
import { useEffect, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { EDITING_POST_MUTATION, STOPPED_EDITING_POST_MUTATION } from '../../../_graphql/operations/editor.operations.js';

const POLL_MS = 10_000;

export function usePresence(postId: number | null): string[] {
  const [others, setOthers] = useState<string[]>([]);
  const [editing] = useMutation(EDITING_POST_MUTATION);
  const [stopped] = useMutation(STOPPED_EDITING_POST_MUTATION);
  useEffect(() => {
    if (postId === null) return undefined;
    let live = true;
    const poll = async () => {
      try {
        const { data } = await editing({ variables: { postId } });
        if (live && data) setOthers(data.editingPost);
      } catch {
        // Presence is a courtesy: a missed poll is tried again.
      }
    };
    void poll();
    const timer = setInterval(poll, POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
      void stopped({ variables: { postId } }).catch(() => undefined);
    };
  }, [postId]); // eslint-disable-line react-hooks/exhaustive-deps -- the mutation functions are stable
  return others;
}
