// 내 정보 and the center profile a manager edits (has car, one-line intro). A center is shared by its
// managers, so an edit shows for all of them.
import { and, count, eq, sql } from 'drizzle-orm';
import type { CenterProfile, ManagerMyPage } from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { applies, centers, contacts, elders, managerBookmarks, managers, users } from '../../db/schema';
import { notSuspended } from '../admin/visibility';

/** 내 정보 and its three counts in one prepared statement (issue 16: it was four queries). */
const myPageRow = prepared((db) => {
  const managerId = sql.placeholder('managerId');
  const sent = db
    .select({ n: count() })
    .from(contacts)
    .where(and(eq(contacts.managerId, managerId), notSuspended(contacts.caregiverId)));
  const saved = db
    .select({ n: count() })
    .from(managerBookmarks)
    .where(and(eq(managerBookmarks.managerId, managerId), notSuspended(managerBookmarks.caregiverId)));
  const received = db
    .select({ n: count() })
    .from(applies)
    .innerJoin(elders, and(eq(elders.id, applies.elderId), eq(elders.managerId, managerId)))
    .where(notSuspended(applies.caregiverId));
  return db
    .select({
      managerId: users.id,
      name: users.name,
      phoneNumber: users.phone,
      centerId: centers.id,
      centerName: centers.name,
      hasCar: centers.hasCar,
      oneLineIntro: centers.oneLineIntro,
      membershipStatus: managers.status,
      sentContacts: sql<number>`(${sent})`.mapWith(Number),
      bookmarks: sql<number>`(${saved})`.mapWith(Number),
      applys: sql<number>`(${received})`.mapWith(Number),
    })
    .from(users)
    .innerJoin(managers, eq(managers.userId, users.id))
    .innerJoin(centers, eq(centers.id, managers.centerId))
    .where(eq(users.id, managerId))
    .prepare('manager_mypage');
});

export async function myPage(db: Db, managerId: number): Promise<ManagerMyPage | null> {
  const [me] = await myPageRow(db).execute({ managerId });
  return me ?? null;
}

export async function updateCenterProfile(
  db: Db,
  centerId: number,
  profile: { hasCar: boolean; oneLineIntro: string },
): Promise<CenterProfile | null> {
  const [row] = await db.update(centers).set(profile).where(eq(centers.id, centerId)).returning({
    centerId: centers.id,
    centerName: centers.name,
    hasCar: centers.hasCar,
    oneLineIntro: centers.oneLineIntro,
  });
  // The spec's Center profile names the center `center` and the intro `shortPr` (sent as oneLineIntro).
  return row ? { ...row, center: row.centerName, shortPr: row.oneLineIntro } : null;
}
