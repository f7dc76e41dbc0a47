import type { ReactNode } from 'react';
import { DASHBOARD_PATH } from './admin-paths.js';

/** The "← Back to Admin" button at the top of an admin screen (or back to where the screen was opened from). */
export function AdminBackButton({ href = DASHBOARD_PATH, children = 'Back to Admin' }: { href?: string; children?: ReactNode }) {
  return <a className="button is-light admin-back-button" href={href}><span aria-hidden="true">← </span>{children}</a>;
}
