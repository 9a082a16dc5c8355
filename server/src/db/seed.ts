// Seeds the demo data on a database without users; one transaction, so it is all or nothing.
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from './client';
import {
  applies,
  caregiverBookmarks,
  centers,
  connections,
  contacts,
  elders,
  managerBookmarks,
  managers,
  resumes,
  users,
} from './schema';
import {
  DEMO_APPLIES,
  DEMO_CAREGIVER_BOOKMARKS,
  DEMO_CONTACTS,
  DEMO_ELDER_DETAILS,
  DEMO_MANAGER_BOOKMARKS,
  DEMO_RESUMES,
} from './seed-care';
import { elderLevelColumns, resumeLevelColumns } from '../modules/matching/columns';
import { DEMO_CAREGIVERS, DEMO_ELDERS, DEMO_MANAGERS, DEMO_OPERATOR, DEMO_PASSWORD } from './seed-data';
import { insertCaregiver, place, seedReviewHistory } from './seed-history';
import type { Gazetteer } from '../modules/geo/gazetteer';
import { hashPassword } from '../modules/auth/user-repository';

export { DEMO_ACCOUNTS, DEMO_OPERATOR, DEMO_PASSWORD } from './seed-data';

/** Returns true when it seeded, false when users already existed. */
async function hasUsers(db: Db) {
  const [existing] = await db.select({ n: count() }).from(users);
  return (existing?.n ?? 0) > 0;
}

/** The demo operator, also added to a demo database seeded before operators existed (manager01 is there). */
async function seedOperator(db: Db, passwordHash?: string) {
  const [demo] = await db
    .select({ n: count() })
    .from(users)
    .where(inArray(users.loginId, [DEMO_MANAGERS[0]?.loginId ?? 'manager01', DEMO_OPERATOR.loginId]));
  if ((demo?.n ?? 0) !== 1) return; // not a demo database, or the operator is there already
  const { loginId, name, phone } = DEMO_OPERATOR;
  await db
    .insert(users)
    .values({
      loginId,
      name,
      phone,
      role: 'ROLE_ADMIN',
      passwordHash: passwordHash ?? (await hashPassword(DEMO_PASSWORD)),
    })
    .onConflictDoNothing();
}

export async function seedDemo(db: Db, gazetteer: Gazetteer): Promise<boolean> {
  if (await hasUsers(db)) {
    await seedOperator(db);
    return false;
  }
  // One hash for every demo account: argon2 is deliberately slow and the password is the same.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    // Checked again inside the transaction: another process may have seeded meanwhile.
    if (await hasUsers(tx)) return false;

    const managerIds: number[] = [];
    for (const m of DEMO_MANAGERS) {
      // The national list is loaded on migrate (center-loader.ts); the demo managers belong to two of its
      // Seoul centers and have filled in the profile the list does not publish.
      const [center] = await tx
        .update(centers)
        .set({ hasCar: m.center.hasCar, oneLineIntro: m.center.oneLineIntro })
        .where(
          and(
            eq(centers.name, m.center.name),
            eq(centers.sido, m.center.sido),
            eq(centers.sigungu, m.center.sigungu),
          ),
        )
        .returning({ id: centers.id });
      if (!center) throw new Error(`seed: center ${m.center.name} is not loaded (CENTERS_PATH)`);
      const [user] = await tx
        .insert(users)
        .values({ loginId: m.loginId, passwordHash, name: m.name, phone: m.phone, role: 'ROLE_MANAGER' })
        .returning({ id: users.id });
      if (!user) throw new Error('seed: manager insert failed');
      await tx.insert(managers).values({ userId: user.id, centerId: center.id });
      managerIds.push(user.id);
    }
    // The demo managers are the centers' verified members (issue 13): they approve newcomers.
    await tx.update(managers).set({ status: 'VERIFIED', decidedAt: new Date(), decidedByOperator: true });

    const caregiverIds: number[] = [];
    for (const g of DEMO_CAREGIVERS) caregiverIds.push(await insertCaregiver(tx, g, passwordHash, gazetteer));

    const elderRows = await tx
      .insert(elders)
      .values(
        DEMO_ELDERS.map((e, i) => {
          const managerId = managerIds[e.manager];
          const details = DEMO_ELDER_DETAILS[i];
          if (managerId === undefined || !details) throw new Error('seed: elder without manager or details');
          const { manager: _manager, ...rest } = e;
          return { ...rest, ...details, ...elderLevelColumns(details), managerId, ...place(gazetteer, e) };
        }),
      )
      .returning({ id: elders.id, phone: elders.phone, managerId: elders.managerId });

    const id = (list: number[], i: number) => {
      const value = list[i];
      if (value === undefined) throw new Error(`seed: no row ${i}`);
      return value;
    };
    const elderIds = elderRows.map((e) => e.id);
    await tx
      .insert(resumes)
      .values(
        DEMO_RESUMES.map((r, i) => ({ ...r, ...resumeLevelColumns(r), caregiverId: id(caregiverIds, i) })),
      );
    const caregiverPhone = (i: number) => DEMO_CAREGIVERS[i]?.phone ?? '';
    const contactRows = await tx
      .insert(contacts)
      .values(
        DEMO_CONTACTS.map((c) => {
          const elder = DEMO_ELDER_DETAILS[c.elder];
          return {
            managerId: id(managerIds, c.manager),
            elderId: id(elderIds, c.elder),
            caregiverId: id(caregiverIds, c.caregiver),
            workType: elder?.workRequirement ?? '방문 요양',
            wageType: elder?.wageType ?? '시급',
            wage: elder?.wage ?? 13000,
            phone: DEMO_MANAGERS[c.manager]?.phone ?? '',
            message: c.message,
            status: c.accepted ? ('accepted' as const) : ('pending' as const),
            caregiverPhone: c.accepted ? caregiverPhone(c.caregiver) : null,
            caregiverMessage: c.accepted ? '연락 기다리겠습니다.' : null,
            acceptedAt: c.accepted ? new Date() : null,
          };
        }),
      )
      .returning();
    const applyRows = await tx
      .insert(applies)
      .values(
        DEMO_APPLIES.map((a) => ({
          caregiverId: id(caregiverIds, a.caregiver),
          elderId: id(elderIds, a.elder),
          phone: caregiverPhone(a.caregiver),
          message: a.message,
          status: a.accepted ? ('accepted' as const) : ('pending' as const),
          acceptedAt: a.accepted ? new Date() : null,
        })),
      )
      .returning();
    // Every accepted contact and apply is a connection (issue 31), as accepting one writes it.
    const managerOf = new Map(elderRows.map((e) => [e.id, e.managerId]));
    await tx.insert(connections).values([
      ...contactRows
        .filter((c) => c.status === 'accepted')
        .map((c) => ({
          caregiverId: c.caregiverId,
          elderId: c.elderId,
          managerId: c.managerId,
          contactId: c.id,
        })),
      ...applyRows
        .filter((a) => a.status === 'accepted')
        .map((a) => ({
          caregiverId: a.caregiverId,
          elderId: a.elderId,
          managerId: managerOf.get(a.elderId) ?? 0,
          applyId: a.id,
        })),
    ]);
    await tx.insert(caregiverBookmarks).values(
      DEMO_CAREGIVER_BOOKMARKS.map((b) => ({
        caregiverId: id(caregiverIds, b.caregiver),
        elderId: id(elderIds, b.elder),
      })),
    );
    await tx.insert(managerBookmarks).values(
      DEMO_MANAGER_BOOKMARKS.map((b) => ({
        managerId: id(managerIds, b.manager),
        elderId: id(elderIds, b.elder),
        caregiverId: id(caregiverIds, b.caregiver),
      })),
    );
    // 후기 (issue 34): manager02's center has a history of ended jobs and reviews.
    await seedReviewHistory(tx, { managerId: id(managerIds, 1), passwordHash, gazetteer });
    await seedOperator(tx, passwordHash);
    return true;
  });
}
