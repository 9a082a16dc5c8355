// 돌봄 종료 (issue 30): a manager ends an elder's care (입원, 별세, 종결). One transaction: the posting
// closes for good, the elder's pending applies and contacts end with `care_ended` to each caregiver, her
// jobs end (the jobs module's end, each caregiver told) and her connections end.
import { and, eq } from 'drizzle-orm';
import {
  ELDER_CARE_MESSAGES,
  koreanDate,
  type ElderCareEndReason,
  type JobEndReason,
} from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { elders, type ElderRow } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { endJobsOfElder, endPendingOfElder } from '../jobs/jobs-repository';

/** The job end reason each care end writes: 입원 and 별세 are the jobs' `어르신 입원`/`어르신 별세`. */
const JOB_REASON: Record<ElderCareEndReason, JobEndReason | '돌봄 종료'> = {
  입원: '어르신 입원',
  별세: '어르신 별세',
  종결: '돌봄 종료',
};

export async function endElderCare(
  db: Db,
  managerId: number,
  elderId: number,
  reason: ElderCareEndReason,
  now: Date,
): Promise<ElderRow> {
  return db.transaction(async (tx) => {
    // The elder's row is locked first: a double tap waits and then finds the care already ended.
    const [elder] = await tx
      .select()
      .from(elders)
      .where(and(eq(elders.id, elderId), eq(elders.managerId, managerId)))
      .for('update');
    if (!elder) throw notFound();
    if (elder.careEndedAt) throw conflict(ELDER_CARE_MESSAGES.alreadyEnded);
    const [ended] = await tx
      .update(elders)
      .set({ closedAt: elder.closedAt ?? now, careEndedAt: now, careEndReason: reason, updatedAt: now })
      .where(eq(elders.id, elderId))
      .returning();
    await endPendingOfElder(tx, elderId, 'care_ended', now);
    await endJobsOfElder(tx, elderId, JOB_REASON[reason], koreanDate(now), now);
    return ended!;
  });
}
