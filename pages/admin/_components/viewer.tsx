/**
 * Who is signed in, for the admin screens: the session query's member and role, handed down by
 * AdminGate. What a role may do comes from src/shared/staff-roles.ts, the table the server decides
 * with; the screens only hide what the server would refuse.
 */
import { createContext, useContext } from 'react';
import { roleMay, type Permission, type StaffRole } from '../../../src/shared/staff-roles.js';
import {
  API_KEYS_PATH, AUDIT_LOG_PATH, CATEGORIES_PATH, STAFF_PATH, WEBHOOKS_PATH,
} from './admin-paths.js';

export interface AdminViewer {
  id: number;
  username: string;
  role: StaffRole;
  /** Two-factor sign-in is required and not set up yet: only the account screen is open. */
  mustEnrol2fa: boolean;
}

const ViewerContext = createContext<AdminViewer | null>(null);

export const ViewerProvider = ViewerContext.Provider;

export function useViewer(): AdminViewer | null {
  return useContext(ViewerContext);
}

/** Whether a viewer may do what `permission` names (false while they must enrol in 2FA). */
export function viewerMay(viewer: AdminViewer | null, permission: Permission): boolean {
  return !!viewer && !viewer.mustEnrol2fa && roleMay(viewer.role, permission);
}

export function useCan(permission: Permission): boolean {
  return viewerMay(useViewer(), permission);
}

/** The screens a role may not have at all, by path (the rest is for every member). */
const SCREEN_PERMISSIONS: ReadonlyArray<readonly [string, Permission]> = [
  [CATEGORIES_PATH, 'categories.manage'],
  [API_KEYS_PATH, 'apiKeys'],
  [WEBHOOKS_PATH, 'webhooks'],
  [STAFF_PATH, 'staff'],
  [AUDIT_LOG_PATH, 'auditLog'],
];

export function screenPermission(path: string): Permission | undefined {
  return SCREEN_PERMISSIONS.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1];
}
