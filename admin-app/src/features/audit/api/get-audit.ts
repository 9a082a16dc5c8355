import type { AuditEntry, AuditKind } from '@dolbom/shared-api/contracts';
import { withQuery } from '../../../lib/query';

export type { AuditEntry, AuditKind };

/**
 * GET /api/admin/audit?kind=&page=: what operators did (the default) or which personal data they read
 * (`kind=read`), newest first (SWR fetches by the key).
 */
export const AUDIT_PATH = '/api/admin/audit';
export const auditKey = (kind: AuditKind, page: number) =>
  withQuery(AUDIT_PATH, { ...(kind === 'read' ? { kind } : {}), page, size: 20 });
