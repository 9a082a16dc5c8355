// 저장: a caregiver saves elders (saving a contact saves its elder). Toggling is race-safe: a delete
// that removed nothing becomes an insert that ignores the pair's unique index.
import { and, count, desc, eq } from 'drizzle-orm';
import type { BookmarkedElder, Page } from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { caregiverBookmarks, elders } from '../../db/schema';
import { toPage } from '../matching';
import { DETAIL_RADIUS_KM, elderCard, loadCaregiver, loadElderViews, scoreElder } from './elders-repository';
import { notSuspended } from '../admin/visibility';

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

export async function countBookmarks(db: Db, caregiverId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(caregiverBookmarks)
    .innerJoin(elders, eq(elders.id, caregiverBookmarks.elderId))
    .where(and(eq(caregiverBookmarks.caregiverId, caregiverId), notSuspended(elders.managerId)));
  return row?.n ?? 0;
}

/** 저장함: saved elders, newest first. */
export async function savedElders(
  db: Db,
  caregiverId: number,
  q: { page: number; size: number },
  now: Date,
): Promise<Page<BookmarkedElder>> {
  const rows = await db
    .select({ bookmarkId: caregiverBookmarks.id, elderId: caregiverBookmarks.elderId })
    .from(caregiverBookmarks)
    .innerJoin(elders, eq(elders.id, caregiverBookmarks.elderId))
    .where(and(eq(caregiverBookmarks.caregiverId, caregiverId), notSuspended(elders.managerId)))
    .orderBy(desc(caregiverBookmarks.createdAt), desc(caregiverBookmarks.id));
  const page = toPage(rows, q.page, q.size);
  const views = await loadElderViews(
    db,
    page.content.map((r) => r.elderId),
  );
  const caregiver = await loadCaregiver(db, caregiverId);
  const content: BookmarkedElder[] = [];
  for (const row of page.content) {
    const view = views.get(row.elderId);
    if (!view) continue;
    const scored = scoreElder(view.elder, caregiver, DETAIL_RADIUS_KM);
    content.push({ ...elderCard(view, scored, true, now), bookmarkId: row.bookmarkId });
  }
  return { ...page, content };
}
