// The audit log (issue 13): every operator action writes one row, inside the action's own transaction,
// so an action and its record commit or fail together. Other admin features call recordAudit.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { pageOf, type AuditEntry, type Page } from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';

export interface AuditRecord {
  /** The operator who acted (null for the system). */
  actorId: number | null;
  /** Dotted verb, e.g. `user.suspend`, `membership.approve`, `certificate.confirm`. */
  action: string;
  /** What it acted on, e.g. `user`, `membership`, `certificate`, `report`. */
  targetType: string;
  targetId: string | number;
  /** Anything worth keeping (a reason, the old value); no passwords or tokens. */
  detail?: Record<string, unknown>;
}

/** Writes one audit row; pass the action's transaction so both commit together. */
export async function recordAudit(tx: Db, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: record.actorId,
    action: record.action,
    targetType: record.targetType,
    targetId: String(record.targetId),
    detail: record.detail ?? null,
  });
}

const entryColumns = {
  id: auditLog.id,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  detail: auditLog.detail,
  createdAt: auditLog.createdAt,
  actorId: users.id,
  actorLoginId: users.loginId,
  actorName: users.name,
};

/** Audit rows (newest first) with who acted; `where` narrows them, e.g. to one target. */
function entries(db: Db, where: SQL | undefined, limit: number, offset = 0): Promise<AuditEntry[]> {
  return db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset)
    .then((rows) =>
      rows.map((r): AuditEntry => ({
        id: r.id,
        actor:
          r.actorId === null || r.actorLoginId === null || r.actorName === null
            ? null
            : { id: r.actorId, loginId: r.actorLoginId, name: r.actorName },
        action: r.action,
        targetType: r.targetType,
        targetId: r.targetId,
        detail: r.detail ?? null,
        createdAt: r.createdAt.toISOString(),
      })),
    );
}

/** One page of the audit log, newest first, with who acted. */
export async function listAudit(db: Db, paging: { page: number; size: number }): Promise<Page<AuditEntry>> {
  const [content, [total]] = await Promise.all([
    entries(db, undefined, paging.size, paging.page * paging.size),
    db.select({ n: count() }).from(auditLog),
  ]);
  return pageOf(content, total?.n ?? 0, paging);
}

/** The latest audit rows about one record (e.g. `user`, 12), newest first. */
export function auditOf(db: Db, targetType: string, targetId: string | number, limit = 20) {
  return entries(
    db,
    and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, String(targetId))),
    limit,
  );
}
