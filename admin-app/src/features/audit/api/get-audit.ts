import type { AuditEntry } from '@dolbom/shared-api/contracts';
import { withQuery } from '../../../lib/query';

export type { AuditEntry };

/** GET /api/admin/audit?page=: every operator action, newest first (SWR fetches by the key). */
export const AUDIT_PATH = '/api/admin/audit';
export const auditKey = (page: number) => withQuery(AUDIT_PATH, { page, size: 20 });
