// 저장: a caregiver saves elders (saving a contact saves its elder). Toggling is race-safe: a delete
// that removed nothing becomes an insert that ignores the pair's unique index.
import { and, count, desc, eq, sql, type Placeholder } from 'drizzle-orm';
import type { BookmarkedElder, Page } from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { limitOffset, totalOver, windowPage } from '../../db/window-page';
import { caregiverBookmarks, centers, elders, managers } from '../../db/schema';
import { DETAIL_RADIUS_KM, elderCard, loadCaregiver, scoreElder } from './elders-repository';
import { reachesCaregivers } from '../admin/visibility';

/** Saves the elder, or unsaves it when saved; answers whether it is saved now. */
export async function toggleBookmark(
  db: Db,
  caregiverId: number,
  elderId: number,
  now: Date,
): Promise<{ bookmarked: boolean }> {
  const removed = await db
    .delete(caregiverBookmarks)
    .where(and(eq(caregiverBookmarks.caregiverId, caregiverId), eq(caregiverBookmarks.elderId, elderId)))
    .returning({ id: caregiverBookmarks.id });
  if (removed.length > 0) return { bookmarked: false };
  await db.insert(caregiverBookmarks).values({ caregiverId, elderId, createdAt: now }).onConflictDoNothing();
  return { bookmarked: true };
}

/** Sets the saved state to `bookmarked` (a repeat changes nothing); without it, toggles. */
export async function setBookmark(
  db: Db,
  caregiverId: number,
  elderId: number,
  bookmarked: boolean | undefined,
  now: Date,
): Promise<{ bookmarked: boolean }> {
  if (bookmarked === undefined) return toggleBookmark(db, caregiverId, elderId, now);
  if (bookmarked) {
    await db
      .insert(caregiverBookmarks)
      .values({ caregiverId, elderId, createdAt: now })
      .onConflictDoNothing();
  } else {
    await db
      .delete(caregiverBookmarks)
      .where(and(eq(caregiverBookmarks.caregiverId, caregiverId), eq(caregiverBookmarks.elderId, elderId)));
  }
  return { bookmarked };
}

/** The caregiver's saved elders still listed (내 정보's count); `caregiverId` may be a placeholder. */
export function bookmarksCountQuery(db: Db, caregiverId: number | Placeholder) {
  return db
    .select({ n: count() })
    .from(caregiverBookmarks)
    .innerJoin(elders, eq(elders.id, caregiverBookmarks.elderId))
    .where(and(eq(caregiverBookmarks.caregiverId, caregiverId), reachesCaregivers(elders.managerId)));
}

export async function countBookmarks(db: Db, caregiverId: number): Promise<number> {
  const [row] = await bookmarksCountQuery(db, caregiverId);
  return row?.n ?? 0;
}

/** One page of saved elders with their center, newest first, and the total (one prepared query). */
const savedEldersPage = prepared((db) =>
  db
    .select({
      bookmarkId: caregiverBookmarks.id,
      elder: elders,
      center: centers,
      managerStatus: managers.status,
      total: totalOver(),
    })
    .from(caregiverBookmarks)
    .innerJoin(elders, eq(elders.id, caregiverBookmarks.elderId))
    .innerJoin(managers, eq(managers.userId, elders.managerId))
    .innerJoin(centers, eq(centers.id, managers.centerId))
    .where(
      and(
        eq(caregiverBookmarks.caregiverId, sql.placeholder('caregiverId')),
        // A suspended or unverified manager's postings are gone for caregivers (issues 13, 29).
        reachesCaregivers(elders.managerId),
      ),
    )
    .orderBy(desc(caregiverBookmarks.createdAt), desc(caregiverBookmarks.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('caregiver_saved_elders_page'),
);

/** 저장함: saved elders, newest first. */
export async function savedElders(
  db: Db,
  caregiverId: number,
  q: { page: number; size: number },
  now: Date,
): Promise<Page<BookmarkedElder>> {
  const [rows, caregiver] = await Promise.all([
    savedEldersPage(db).execute({ caregiverId, ...limitOffset(q) }),
    loadCaregiver(db, caregiverId),
  ]);
  return windowPage(
    rows,
    q,
    () => countBookmarks(db, caregiverId),
    ({ bookmarkId, ...view }) => ({
      ...elderCard(view, scoreElder(view.elder, caregiver, DETAIL_RADIUS_KM), true, now),
      bookmarkId,
    }),
  );
}
