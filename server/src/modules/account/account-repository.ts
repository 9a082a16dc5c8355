// Account changes from 설정 (PRODUCT.md "Accounts and postings"): password, name and phone, and deletion.
//
// Deletion keeps the users row (an accepted contact or apply of the other side still points at it) but
// nothing personal in it: the name becomes `탈퇴한 회원`, the phone is emptied, the password can never
// match, and the login id is freed (renamed to `~deleted<id>`, which no sign-up id can be) so the person
// may sign up again. Everything else of the user goes:
// - a caregiver: resume, experiences, bookmarks, pending contacts and applies, address, introduction and
//   photo; the caregivers row stays hidden from managers (job_open false) for the accepted items.
// - a manager: bookmarks, pending contacts and applies, and every elder without an accepted item; an elder
//   with one stays so that the caregiver still sees what she accepted.
// Accepted contacts and applies stay, without the deleted person's phone and message.
// Notifications: the deleted person's own go (with push subscriptions and preferences), and the other
// side's that quote them (a resume title, a posting, a name: notifications.subject_user_id) say only
// `탈퇴한 회원` from then on.
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, koreanDate } from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import {
  applies,
  caregiverBookmarks,
  caregiverExperiences,
  declinedApplies,
  certificateReviews,
  caregivers,
  contacts,
  elders,
  managerBookmarks,
  managers,
  notificationPreferences,
  notifications,
  notificationStreamTickets,
  pushSubscriptions,
  resumes,
  uploadTokens,
  users,
  verificationCodes,
} from '../../db/schema';
import { endJobsOfAccount } from '../jobs/jobs-repository';

export const deletedLoginId = (userId: number) => `~deleted${userId}`;

/** A hash no password verifies against (not an argon2 string: login never gets here, the id is freed). */
const NO_PASSWORD = '!deleted';

export interface PlacedAddress {
  zonecode: string;
  roadAddress: string;
  jibunAddress: string;
  bcode: string;
  lat: number;
  lng: number;
}

/** Name and phone; for a caregiver also the address (the resume's match columns follow by trigger)
 * and the 출생 연도. */
export async function updateProfile(
  db: Db,
  userId: number,
  profile: { name: string; phone: string; address?: PlacedAddress; birthYear?: number },
) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ name: profile.name, phone: profile.phone }).where(eq(users.id, userId));
    const caregiverSet = {
      ...(profile.address ?? {}),
      ...(profile.birthYear !== undefined ? { birthYear: profile.birthYear } : {}),
    };
    if (Object.keys(caregiverSet).length > 0)
      await tx.update(caregivers).set(caregiverSet).where(eq(caregivers.userId, userId));
  });
}

export async function caregiverAddressOf(db: Db, userId: number) {
  const [row] = await db
    .select({
      profileImage: caregivers.profileImage,
      zonecode: caregivers.zonecode,
      roadAddress: caregivers.roadAddress,
      jibunAddress: caregivers.jibunAddress,
      bcode: caregivers.bcode,
      birthYear: caregivers.birthYear,
    })
    .from(caregivers)
    .where(eq(caregivers.userId, userId));
  if (!row) return { address: null, profileImage: null, birthYear: null };
  const { profileImage, birthYear, ...address } = row;
  return { address, profileImage, birthYear };
}

/** Sets a caregiver's photo; returns the one it replaced (to remove), or undefined without a caregiver row. */
export async function replacePhoto(db: Db, userId: number, url: string): Promise<string | null | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ photo: caregivers.profileImage })
      .from(caregivers)
      .where(eq(caregivers.userId, userId))
      .for('update');
    if (!row) return undefined;
    await tx.update(caregivers).set({ profileImage: url }).where(eq(caregivers.userId, userId));
    return row.photo;
  });
}

/** Deletes the account's personal data in one transaction; returns the photo url to remove afterwards. */
export async function deleteAccount(
  db: Db,
  userId: number,
  now: Date = new Date(),
): Promise<{ photoUrl: string | null; certificateKey: string | null; proofKey: string | null }> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
    if (!user) return { photoUrl: null, certificateKey: null, proofKey: null };
    // Issue 31: her or his jobs end (`탈퇴`) and the other side is told, before the personal data goes.
    await endJobsOfAccount(tx, userId, '탈퇴', koreanDate(now), now);
    let photoUrl: string | null = null;
    let proofKey: string | null = null;
    // The certificate photo is personal data: its review row goes, the file after the commit.
    const [certificate] = await tx
      .delete(certificateReviews)
      .where(eq(certificateReviews.caregiverId, userId))
      .returning({ key: certificateReviews.photoKey });
    await tx.delete(uploadTokens).where(eq(uploadTokens.userId, userId));
    await tx.delete(verificationCodes).where(eq(verificationCodes.userId, userId));
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
    await tx.delete(notificationStreamTickets).where(eq(notificationStreamTickets.userId, userId));
    await tx
      .update(notifications)
      .set({ title: ACCOUNT_MESSAGES.deletedName })
      .where(eq(notifications.subjectUserId, userId));

    if (user.role === 'ROLE_CAREGIVER') {
      const [cg] = await tx
        .select({ photo: caregivers.profileImage })
        .from(caregivers)
        .where(eq(caregivers.userId, userId));
      photoUrl = cg?.photo ?? null;
      await tx.delete(resumes).where(eq(resumes.caregiverId, userId));
      await tx.delete(caregiverExperiences).where(eq(caregiverExperiences.caregiverId, userId));
      await tx.delete(caregiverBookmarks).where(eq(caregiverBookmarks.caregiverId, userId));
      await tx.delete(managerBookmarks).where(eq(managerBookmarks.caregiverId, userId));
      await tx.delete(contacts).where(and(eq(contacts.caregiverId, userId), eq(contacts.status, 'pending')));
      await tx.delete(applies).where(and(eq(applies.caregiverId, userId), eq(applies.status, 'pending')));
      await tx.delete(declinedApplies).where(eq(declinedApplies.caregiverId, userId));
      await tx
        .update(contacts)
        .set({ caregiverPhone: null, caregiverMessage: null })
        .where(eq(contacts.caregiverId, userId));
      await tx.update(applies).set({ phone: '', message: '' }).where(eq(applies.caregiverId, userId));
      await tx
        .update(caregivers)
        .set({
          jobOpen: false,
          introduction: '',
          profileImage: null,
          birthYear: null,
          zonecode: '',
          roadAddress: '',
          jibunAddress: '',
          bcode: '',
        })
        .where(eq(caregivers.userId, userId));
    } else {
      // The membership's proof photo is personal data too: the key goes now, the file after the commit.
      const [proof] = await tx
        .select({ key: managers.proofKey })
        .from(managers)
        .where(eq(managers.userId, userId));
      proofKey = proof?.key ?? null;
      await tx.update(managers).set({ proofKey: null, proofAt: null }).where(eq(managers.userId, userId));
      await tx.delete(managerBookmarks).where(eq(managerBookmarks.managerId, userId));
      const own = tx.select({ id: elders.id }).from(elders).where(eq(elders.managerId, userId));
      await tx.delete(contacts).where(and(inArray(contacts.elderId, own), eq(contacts.status, 'pending')));
      await tx.delete(applies).where(and(inArray(applies.elderId, own), eq(applies.status, 'pending')));
      const kept = sql`(select ${contacts.elderId} from ${contacts} union select ${applies.elderId} from ${applies})`;
      await tx.delete(elders).where(and(eq(elders.managerId, userId), notInArray(elders.id, kept)));
      // The elders kept for the other side stop recruiting: no caregiver finds a posting nobody answers.
      await tx
        .update(elders)
        .set({ closedAt: sql`now()` })
        .where(and(eq(elders.managerId, userId), isNull(elders.closedAt)));
      await tx.update(contacts).set({ phone: '', message: '' }).where(eq(contacts.managerId, userId));
    }

    await tx
      .update(users)
      .set({
        loginId: deletedLoginId(userId),
        passwordHash: NO_PASSWORD,
        name: ACCOUNT_MESSAGES.deletedName,
        phone: '',
      })
      .where(eq(users.id, userId));
    return { photoUrl, certificateKey: certificate?.key ?? null, proofKey };
  });
}
