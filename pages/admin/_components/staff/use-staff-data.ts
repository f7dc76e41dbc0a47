/** Loads one staff REST answer for a screen: loading, the data, the error, and reload (after a change, or "Try again"). */
import { useCallback, useEffect, useRef, useState } from 'react';
import { staffErrorText, staffRequest } from '../staff-api.js';

export interface StaffData<T> {
  data: T | undefined;
  loading: boolean;
  error: string | undefined;
  reload: () => Promise<void>;
}

export function useStaffData<T>(path: string | null): StaffData<T> {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(!!path);
  const [error, setError] = useState<string>();
  const latest = useRef(path);
  latest.current = path;

  const reload = useCallback(async () => {
    if (!path) return;
    setLoading(true);
    try {
      const answer = await staffRequest<T>('GET', path);
      if (latest.current !== path) return;
      setData(answer);
      setError(undefined);
    } catch (failure) {
      if (latest.current === path) setError(staffErrorText(failure, 'Failed to load.'));
    } finally {
      if (latest.current === path) setLoading(false);
    }
  }, [path]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { data, loading, error, reload };
}
