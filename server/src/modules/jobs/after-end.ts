// After a job ends because the elder went to hospital or died (PRODUCT.md "After the match"): the caregiver
// is shown the same center's open postings first (`같은 센터의 다른 어르신`), and the manager is asked
// whether to offer her one of their open elders.
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { ElderCard, OfferElder } from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { centers, elders, managers } from '../../db/schema';
import { notSuspended } from '../admin/visibility';
import {
  DETAIL_RADIUS_KM,
  elderCard,
  loadCaregiverWithSaved,
  postingTitle,
  scoreElder,
} from '../caregiver/elders-repository';

/** How many of the center's postings are shown: the newest first. */
export const SAME_CENTER_LIMIT = 10;

/**
 * The open postings of the center's verified members (any member's, not only the job's manager), other than
 * the job's elder, newest first, as elder cards scored for her.
 */
export async function sameCenterPostings(
  db: Db,
  caregiverId: number,
  centerId: number,
  exceptElderId: number,
  now: Date,
): Promise<ElderCard[]> {
  const [views, me] = await Promise.all([
    db
      .select({ elder: elders, center: centers, managerStatus: managers.status })
      .from(elders)
      .innerJoin(managers, eq(managers.userId, elders.managerId))
      .innerJoin(centers, eq(centers.id, managers.centerId))
      .where(
        and(
          eq(managers.centerId, centerId),
          eq(managers.status, 'VERIFIED'),
          isNull(elders.closedAt),
          ne(elders.id, exceptElderId),
          notSuspended(elders.managerId),
        ),
      )
      .orderBy(desc(elders.createdAt), desc(elders.id))
      .limit(SAME_CENTER_LIMIT),
    loadCaregiverWithSaved(db, caregiverId),
  ]);
  return views.map((view) =>
    elderCard(view, scoreElder(view.elder, me.caregiver, DETAIL_RADIUS_KM), me.saved.has(view.elder.id), now),
  );
}

/** The manager's other open elders, by name: `다른 어르신 제안하기` opens the contact wizard with one. */
export async function offerEldersFor(
  db: Db,
  managerId: number,
  exceptElderId: number,
  now: Date,
): Promise<OfferElder[]> {
  const rows = await db
    .select()
    .from(elders)
    .where(and(eq(elders.managerId, managerId), isNull(elders.closedAt), ne(elders.id, exceptElderId)))
    .orderBy(elders.name);
  return rows.map((elder) => ({ elderId: elder.id, elderName: elder.name, title: postingTitle(elder, now) }));
}
