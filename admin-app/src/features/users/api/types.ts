// The user lookup's answers (GET /api/admin/users, /api/admin/users/:id), as the admin foundation
// defines them in shared-api/src/contracts/admin.ts.
import type { AuditEntry } from '@dolbom/shared-api/contracts';

export type Role = 'ROLE_CAREGIVER' | 'ROLE_MANAGER' | 'ROLE_ADMIN';

export interface AdminUser {
  id: number;
  loginId: string;
  name: string;
  phone: string;
  role: Role;
  createdAt: string;
  suspendedAt: string | null;
  centerName: string | null;
}

export interface AdminUserDetail extends AdminUser {
  caregiver: { resumeRegistered: boolean; jobOpen: boolean } | null;
  manager: { centerId: number; centerName: string; elderCount: number } | null;
  history: AuditEntry[];
}
