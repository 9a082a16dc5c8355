// 신고하기 (issue 13): a report names a target the reporter can see (else 404), one per reporter and
// target (409 이미 신고했어요), with what the target was at that moment (its label) and the account
// behind it, so operators can act even after the target is gone. Operators list and resolve (audited).
import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  pageOf,
  REPORT_MESSAGES,
  REPORT_REASON_LABELS,
  type AdminReport,
  type Page,
  type ReportCreated,
  type ReportReason,
  type ReportStatus,
  type ReportTargetType,
} from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { contacts, reports, users, type ReportRow } from '../../db/schema';
import { conflict, isUniqueViolation, notFound } from '../../errors';
import { recordAudit } from '../admin/audit';
import { recordNotification } from '../notifications/repository';
import { contactDetail } from '../caregiver/contacts-repository';
import { loadElderView, postingTitle } from '../caregiver/elders-repository';
import { elderDetail } from '../caregiver/near-repository';
import { reachableCaregiverInfo } from '../manager/caregivers-repository';
import { reportableMessage } from '../conversations/repository';
import { reportableReview } from '../reviews/repository';
import { reportableContract } from '../contracts/repository';
import type { Role } from '../jobs/views';

export interface ReportInput {
  targetType: ReportTargetType;
  targetId: number;
  reason: ReportReason;
  text: string;
}

interface Target {
  label: string;
  userId: number | null;
}

/**
 * The target as the reporter sees it, through the same reads as their screens (elder detail, contact
 * detail, caregiver detail): what they cannot open, they cannot report (404).
 */
async function visibleTarget(
  db: Db,
  side: Role,
  reporterId: number,
  input: ReportInput,
  now: Date,
): Promise<Target> {
  switch (input.targetType) {
    case 'ELDER': {
      await elderDetail(db, reporterId, input.targetId, now);
      const { elder } = await loadElderView(db, input.targetId);
      return { label: `어르신 ${elder.name} · ${postingTitle(elder, now)}`, userId: elder.managerId };
    }
    case 'CONTACT': {
      const detail = await contactDetail(db, reporterId, input.targetId, now);
      const [row] = await db
        .select({ managerId: contacts.managerId })
        .from(contacts)
        .where(eq(contacts.id, input.targetId));
      return {
        label: `연락 #${input.targetId} · ${detail.center.centerName} · ${detail.title}`,
        userId: row?.managerId ?? null,
      };
    }
    case 'CAREGIVER': {
      const info = await reachableCaregiverInfo(db, reporterId, input.targetId);
      if (!info) throw notFound();
      return { label: `요양보호사 ${info.name} · ${info.resume.title}`, userId: info.caregiverId };
    }
    case 'MESSAGE':
      return reportableMessage(db, side, reporterId, input.targetId, now);
    case 'REVIEW':
      return reportableReview(db, side, reporterId, input.targetId, now);
    case 'CONTRACT':
      return reportableContract(db, side, reporterId, input.targetId);
  }
}

export async function createReport(
  db: Db,
  side: Role,
  reporterId: number,
  input: ReportInput,
  now: Date,
): Promise<ReportCreated> {
  const target = await visibleTarget(db, side, reporterId, input, now);
  try {
    const [row] = await db
      .insert(reports)
      .values({
        reporterId,
        targetType: input.targetType,
        targetId: input.targetId,
        targetUserId: target.userId,
        targetLabel: target.label,
        reason: input.reason,
        text: input.text,
        createdAt: now,
      })
      .returning({ id: reports.id, status: reports.status });
    if (!row) throw new Error('report insert returned nothing');
    return { reportId: row.id, status: row.status };
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(REPORT_MESSAGES.duplicate);
    throw err;
  }
}

// ---------------------------------------------------------------- operators
const reporter = alias(users, 'reporter');
const targetUser = alias(users, 'target_user');
const resolver = alias(users, 'resolver');

const person = (p: { id: number; loginId: string; name: string; role: string } | null) =>
  p ? { id: p.id, loginId: p.loginId, name: p.name, role: p.role } : null;

const adminSelect = (db: Db) =>
  db
    .select({
      report: reports,
      reporter: { id: reporter.id, loginId: reporter.loginId, name: reporter.name, role: reporter.role },
      target: {
        id: targetUser.id,
        loginId: targetUser.loginId,
        name: targetUser.name,
        role: targetUser.role,
      },
      resolver: { id: resolver.id, loginId: resolver.loginId, name: resolver.name, role: resolver.role },
    })
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(targetUser, eq(targetUser.id, reports.targetUserId))
    .leftJoin(resolver, eq(resolver.id, reports.resolvedBy));

type AdminRow = Awaited<ReturnType<ReturnType<typeof adminSelect>['execute']>>[number];

function adminView(r: AdminRow): AdminReport {
  const report: ReportRow = r.report;
  const by = person(r.resolver);
  return {
    id: report.id,
    reporter: person(r.reporter),
    targetType: report.targetType,
    targetId: report.targetId,
    targetLabel: report.targetLabel,
    targetUser: person(r.target),
    reason: report.reason,
    reasonLabel: REPORT_REASON_LABELS[report.reason],
    text: report.text,
    createdAt: report.createdAt.toISOString(),
    status: report.status,
    resolvedAt: report.resolvedAt ? report.resolvedAt.toISOString() : null,
    resolvedBy: by ? { id: by.id, loginId: by.loginId, name: by.name } : null,
    resolutionNote: report.resolutionNote,
  };
}

/** One page of reports, newest first, optionally in one status. */
export async function listReports(
  db: Db,
  q: { status?: ReportStatus | undefined; page: number; size: number },
): Promise<Page<AdminReport>> {
  const where = q.status ? eq(reports.status, q.status) : undefined;
  const [rows, [total]] = await Promise.all([
    adminSelect(db)
      .where(where)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(reports).where(where),
  ]);
  return pageOf(rows.map(adminView), total?.n ?? 0, q);
}

async function adminReport(db: Db, id: number): Promise<AdminReport> {
  const [row] = await adminSelect(db).where(eq(reports.id, id));
  if (!row) throw notFound();
  return adminView(row);
}

/**
 * Marks an OPEN report resolved, with the operator's note, and records it in the audit log. The reporter
 * is told (issue 30: she never heard the outcome) — the reason she gave, never the operator's note.
 */
export async function resolveReport(
  db: Db,
  id: number,
  actorId: number,
  note: string,
  now: Date,
): Promise<AdminReport> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(reports)
      .set({ status: 'RESOLVED', resolvedBy: actorId, resolvedAt: now, resolutionNote: note || null })
      .where(and(eq(reports.id, id), eq(reports.status, 'OPEN')))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: reports.id }).from(reports).where(eq(reports.id, id));
      throw exists ? conflict(REPORT_MESSAGES.alreadyResolved) : notFound();
    }
    await recordAudit(tx, {
      actorId,
      action: 'report.resolve',
      targetType: 'report',
      targetId: id,
      detail: { targetType: row.targetType, targetId: row.targetId, ...(note ? { note } : {}) },
    });
    if (row.reporterId !== null)
      await recordNotification(tx, {
        userId: row.reporterId,
        type: 'report_resolved',
        refId: row.id,
        title: `${REPORT_REASON_LABELS[row.reason]} 신고`,
        target: '/',
      });
  });
  return adminReport(db, id);
}
