/** What the staff REST answers hold: the services' shapes, read as types only. */
import type { InvitationShape, StaffMemberShape } from '../../../../src/services/staff.service.js';
import type { StaffSessionShape } from '../../../../src/services/staff-sessions.js';
import type { AuditEntryShape, AuditPage } from '../../../../src/services/audit-log.service.js';

export type StaffMember = StaffMemberShape;
export type Invitation = InvitationShape;
export type StaffSessionRow = StaffSessionShape;
export type AuditEntry = AuditEntryShape;
export type AuditLogPage = AuditPage;

export interface StaffList {
  members: StaffMember[];
  invitations: Invitation[];
  require2fa: boolean;
}
