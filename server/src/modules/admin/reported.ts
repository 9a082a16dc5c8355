// Operators read a conversation's message, a review or a contract only when someone has reported it
// (issues 32–34): the report is the operator's reason to look. Anything else is answered 404, as if it
// did not exist.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reports } from '../../db/schema';
import { notFound } from '../../errors';

export type ReportedTargetType = 'MESSAGE' | 'REVIEW' | 'CONTRACT';

/** Throws 404 unless the target has been reported at least once. */
export async function assertReported(
  db: Db,
  targetType: ReportedTargetType,
  targetId: number,
): Promise<void> {
  const [report] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.targetType, targetType), eq(reports.targetId, targetId)))
    .limit(1);
  if (!report) throw notFound();
}
