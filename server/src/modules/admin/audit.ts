// The audit log (issue 13): every operator action writes one row, inside the action's own transaction,
// so an action and its record commit or fail together. Other admin features call recordAudit.
// Operators' reads of personal data are recorded too (issue 29; 개인정보보호법's access log: who read
// what, when, from where): recordRead, before the data is answered. The rows are kept at least two
// years (migration 0030 refuses deleting younger ones) and keep the operator's login id and name as
// they were, so a later 회원 탈퇴 of the operator does not erase who read.
import { and, count, desc, eq, like, notLike, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { pageOf, type AuditEntry, type AuditKind, type Page } from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { alias } from 'drizzle-orm/pg-core';
import { auditLog, users } from '../../db/schema';
import { authUser } from '../../plugins/auth';

/** Reads of personal data are the actions named `read.…`. */
const READ_PREFIX = 'read.';

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

export interface ReadRecord {
  /** `read.user`, `read.user-search`, `read.certificate-photo`, `read.membership-proof`… */
  action: `read.${string}`;
  targetType: string;
  targetId: string | number;
  /** What was read beyond the target (the search words, the users a list showed). */
  detail?: Record<string, unknown>;
}

/** Records that the signed-in operator read personal data, with the address it was read from. */
export async function recordRead(db: Db, request: FastifyRequest, read: ReadRecord): Promise<void> {
  await recordAudit(db, {
    actorId: authUser(request).userId,
    action: read.action,
    targetType: read.targetType,
    targetId: read.targetId,
    detail: { ...read.detail, ip: request.ip },
  });
}

/** The account a row is about (issue 30): a user or membership by its id, a certificate by its caregiver. */
const subjects = alias(users, 'subjects');
const subjectId = sql`case
  when ${auditLog.targetType} in ('user', 'membership') and ${auditLog.targetId} ~ '^[0-9]{1,9}$'
    then ${auditLog.targetId}::int
  when ${auditLog.targetType} = 'certificate' and (${auditLog.detail} ->> 'caregiverId') ~ '^[0-9]{1,9}$'
    then (${auditLog.detail} ->> 'caregiverId')::int
end`;

// Who acted, as recorded with the row (the operator may have deleted the account since).
const entryColumns = {
  id: auditLog.id,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  detail: auditLog.detail,
  createdAt: auditLog.createdAt,
  actorId: auditLog.actorId,
  actorLoginId: sql<string | null>`coalesce(${auditLog.actorLoginId}, ${users.loginId})`,
  actorName: sql<string | null>`coalesce(${auditLog.actorName}, ${users.name})`,
  subjectId: subjects.id,
  subjectLoginId: subjects.loginId,
  subjectName: subjects.name,
};

/** Audit rows (newest first) with who acted; `where` narrows them, e.g. to one target. */
function entries(db: Db, where: SQL | undefined, limit: number, offset = 0): Promise<AuditEntry[]> {
  return db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .leftJoin(subjects, sql`${subjects.id} = ${subjectId}`)
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
        subject:
          r.subjectId === null || r.subjectLoginId === null || r.subjectName === null
            ? null
            : { id: r.subjectId, loginId: r.subjectLoginId, name: r.subjectName },
        detail: r.detail ?? null,
        createdAt: r.createdAt.toISOString(),
      })),
    );
}

const ofKind = (kind: AuditKind): SQL =>
  kind === 'read' ? like(auditLog.action, `${READ_PREFIX}%`) : notLike(auditLog.action, `${READ_PREFIX}%`);

/** One page of the audit log, newest first, with who acted: what operators did (the default) or read. */
export async function listAudit(
  db: Db,
  query: { page: number; size: number; kind?: AuditKind },
): Promise<Page<AuditEntry>> {
  const where = ofKind(query.kind ?? 'action');
  const [content, [total]] = await Promise.all([
    entries(db, where, query.size, query.page * query.size),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return pageOf(content, total?.n ?? 0, query);
}

/** The latest actions on one record (e.g. `user`, 12), newest first; reads of it are not its history. */
export function auditOf(db: Db, targetType: string, targetId: string | number, limit = 20) {
  return entries(
    db,
    and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, String(targetId)), ofKind('action')),
    limit,
  );
}
