// Job notifications (issue 31), written by the event's own transaction through the notifications module.
// A caregiver's line shows the posting's title; a manager's the caregiver's name and that title. Never an
// elder's name, health details or a phone number (PRODUCT.md "Notifications").
import { eq } from 'drizzle-orm';
import type { NotificationType } from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { elders, users } from '../../db/schema';
import { elderTitle } from '../caregiver/elder-title';
import { recordNotification } from '../notifications/repository';

type JobEvent = Extract<NotificationType, `job_${string}`>;

interface JobRef {
  id: number;
  elderId: number;
  caregiverId: number;
  managerId: number;
  workType: string;
}

export async function postingTitle(db: Db, elderId: number, workType: string, now: Date): Promise<string> {
  const [elder] = await db.select().from(elders).where(eq(elders.id, elderId));
  return elder ? elderTitle({ ...elder, workType }, now) : '';
}

async function nameOf(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}

/** A job event for `to` (the side that did not act): the job's detail in the recipient's remote. */
export async function notifyJobEvent(
  db: Db,
  type: JobEvent,
  job: JobRef,
  to: 'caregiver' | 'manager',
  now: Date,
): Promise<void> {
  const title = await postingTitle(db, job.elderId, job.workType, now);
  await recordNotification(db, {
    userId: to === 'caregiver' ? job.caregiverId : job.managerId,
    type,
    refId: job.id,
    title: to === 'caregiver' ? title : `${await nameOf(db, job.caregiverId)} · ${title}`,
    target: `/jobs/${job.id}`,
  });
}

/**
 * A pending apply or contact ended: another caregiver's job closed the posting (`recruiting_closed`), or the
 * elder's care ended (`care_ended`, issue 30).
 */
export async function notifyPendingEnded(
  db: Db,
  type: 'recruiting_closed' | 'care_ended',
  item: { kind: 'apply' | 'contact'; id: number; caregiverId: number; elderId: number; workType: string },
  now: Date,
): Promise<void> {
  await recordNotification(db, {
    userId: item.caregiverId,
    type,
    refId: item.id,
    title: await postingTitle(db, item.elderId, item.workType, now),
    target: item.kind === 'apply' ? '/outgoing-box' : '/inbox',
  });
}
