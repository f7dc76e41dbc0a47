/**
 * Who opens the waitlist dialog: any "Join the Movement" button calls openWaitlist(itself), so
 * focus can go back to that button when the dialog closes.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface WaitlistState {
  isOpen: boolean;
  opener: HTMLElement | null;
  openWaitlist: (opener?: HTMLElement | null) => void;
  closeWaitlist: () => void;
}

const WaitlistContext = createContext<WaitlistState | null>(null);

export function WaitlistProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const openWaitlist = useCallback((from?: HTMLElement | null) => {
    setOpener(from ?? null);
    setOpen(true);
  }, []);
  const closeWaitlist = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ isOpen, opener, openWaitlist, closeWaitlist }), [isOpen, opener, openWaitlist, closeWaitlist]);
  return <WaitlistContext.Provider value={value}>{children}</WaitlistContext.Provider>;
}

export function useWaitlist(): WaitlistState {
  const state = useContext(WaitlistContext);
  if (!state) throw new Error('useWaitlist() needs <WaitlistProvider> (pages/+Layout.tsx)');
  return state;
}
