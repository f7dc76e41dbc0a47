/**
 * What an open modal does to the page around it: everything else becomes inert (not focusable,
 * not clickable, hidden from assistive technology), except the parts marked
 * `data-above-modals` (the notification area, so toasts raised from a dialog are still
 * announced and can be closed); the page stops scrolling behind it.
 */
const FOCUSABLE = [
  'a[href]', 'button:not([disabled])', 'input:not([disabled]):not([type="hidden"])', 'select:not([disabled])',
  'textarea:not([disabled])', '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements Tab can reach inside `root`, in document order. */
export function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)]
    .filter((element) => element.tabIndex >= 0 && element.getClientRects().length > 0 && !element.closest('[aria-hidden="true"]'));
}

/** Whether focus can go back to `element`: still in the page and shown (a closed menu's button is not). */
export function canTakeFocus(element: HTMLElement | null | undefined): element is HTMLElement {
  return !!element && element.isConnected && element.getClientRects().length > 0 && !element.closest('[inert]');
}

/**
 * Makes every element outside `modal` inert, keeping the `data-above-modals` parts and the
 * ancestors of both live; returns the undo. Only elements this call made inert are restored.
 */
export function isolateModal(modal: HTMLElement): () => void {
  const keep = [modal, ...document.querySelectorAll<HTMLElement>('[data-above-modals]')];
  const madeInert: HTMLElement[] = [];
  const visit = (parent: Element) => {
    for (const child of parent.children) {
      if (!(child instanceof HTMLElement) || keep.includes(child)) continue;
      if (keep.some((element) => child.contains(element))) visit(child);
      else if (!child.inert && !['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE'].includes(child.tagName)) {
        child.inert = true;
        madeInert.push(child);
      }
    }
  };
  visit(document.body);
  const root = document.documentElement;
  const alreadyClipped = root.classList.contains('is-clipped');
  root.classList.add('is-clipped');
  return () => {
    for (const element of madeInert) element.inert = false;
    if (!alreadyClipped) root.classList.remove('is-clipped');
  };
}
