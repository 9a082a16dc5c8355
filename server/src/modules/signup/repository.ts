// Sign-up writes: each registration is one transaction (user, role row, experiences, upload token),
// so a rejected sign-up leaves nothing behind.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { ERROR_CODES, SIGNUP_MESSAGES, type ExperienceEntry } from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { caregiverExperiences, caregivers, centers, managers, uploadTokens, users } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../errors';
import { notifyMembershipRequested } from '../membership/repository';
import { SIGNUP_SERVER_MESSAGES, UPLOAD_TOKEN_TTL_SECONDS } from './messages';

export const idTaken = () =>
  new AppError(409, ERROR_CODES.CONFLICT, SIGNUP_MESSAGES.idTaken, { id: SIGNUP_MESSAGES.idTaken });

export async function loginIdExists(db: Db, loginId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.loginId, loginId)).limit(1);
  return row !== undefined;
}

interface NewAccount {
  loginId: string;
  passwordHash: string;
  name: string;
  phone: string;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function insertAccount(tx: Tx, account: NewAccount, role: 'ROLE_CAREGIVER' | 'ROLE_MANAGER') {
  const [user] = await tx
    .insert(users)
    .values({ ...account, role })
    .returning({ id: users.id });
  if (!user) throw new Error('insert users returned no row');
  return user.id;
}

/** Runs a registration; a login id taken meanwhile (unique index) becomes the 409 too. */
async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (err) {
    if (isUniqueViolation(err)) throw idTaken();
    throw err;
  }
}

/** A manager's sign-up, with the one-time token for the proof photo (issue 29) that may follow it. */
export async function registerManager(
  db: Db,
  account: NewAccount,
  centerId: number,
  now: Date,
): Promise<{ userId: number; uploadToken: string; expiresAt: Date }> {
  const upload = newUploadToken(now);
  const userId = await inTransaction(db, async (tx) => {
    const [center] = await tx
      .select({ id: centers.id })
      .from(centers)
      .where(eq(centers.id, centerId))
      .limit(1);
    if (!center) {
      throw new AppError(400, ERROR_CODES.VALIDATION, SIGNUP_SERVER_MESSAGES.centerNotFound, {
        centerId: SIGNUP_SERVER_MESSAGES.centerNotFound,
      });
    }
    const userId = await insertAccount(tx, account, 'ROLE_MANAGER');
    // A new member waits for approval (승인 대기); the center's verified members are told at once.
    await tx.insert(managers).values({ userId, centerId, status: 'PENDING' });
    await notifyMembershipRequested(tx, { userId, centerId, name: account.name });
    await tx.insert(uploadTokens).values({ userId, ...upload.row });
    return userId;
  });
  return { userId, uploadToken: upload.token, expiresAt: upload.row.expiresAt };
}

export interface NewCaregiver {
  zonecode: string;
  roadAddress: string;
  jibunAddress: string;
  bcode: string;
  lat: number;
  lng: number;
  introduction: string;
  /** 출생 연도; null when an older client did not send it. */
  birthYear: number | null;
  experience: ExperienceEntry[];
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A one-time upload token and the row that stores its hash. */
function newUploadToken(now: Date) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + UPLOAD_TOKEN_TTL_SECONDS * 1000);
  return { token, row: { tokenHash: sha256(token), expiresAt, createdAt: now } };
}

export async function registerCaregiver(
  db: Db,
  account: NewAccount,
  caregiver: NewCaregiver,
  now: Date,
): Promise<{ userId: number; uploadToken: string; expiresAt: Date }> {
  const upload = newUploadToken(now);
  const userId = await inTransaction(db, async (tx) => {
    const id = await insertAccount(tx, account, 'ROLE_CAREGIVER');
    const { experience, ...profile } = caregiver;
    await tx.insert(caregivers).values({ userId: id, ...profile });
    if (experience.length > 0) {
      await tx.insert(caregiverExperiences).values(
        experience.map(({ current, ...e }) => ({
          caregiverId: id,
          ...e,
          // 현재 근무 중 is an entry without an end date (issue 30).
          endDate: current ? null : e.endDate,
        })),
      );
    }
    await tx.insert(uploadTokens).values({ userId: id, ...upload.row });
    return id;
  });
  return { userId, uploadToken: upload.token, expiresAt: upload.row.expiresAt };
}

const liveToken = (userId: number, token: string, now: Date) =>
  and(
    eq(uploadTokens.tokenHash, sha256(token)),
    eq(uploadTokens.userId, userId),
    isNull(uploadTokens.usedAt),
    gt(uploadTokens.expiresAt, now),
  );

/** true when the token belongs to the user, is unused and unexpired (does not consume it). */
export async function uploadTokenValid(db: Db, userId: number, token: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: uploadTokens.id })
    .from(uploadTokens)
    .where(liveToken(userId, token, now));
  return row !== undefined;
}

/** Consumes the token inside the caller's transaction; false when it is not live (used, expired, another's). */
export async function consumeUploadToken(tx: Db, userId: number, token: string, now: Date): Promise<boolean> {
  const used = await tx
    .update(uploadTokens)
    .set({ usedAt: now })
    .where(liveToken(userId, token, now))
    .returning({ id: uploadTokens.id });
  return used.length > 0;
}

/** Consumes the token and sets the photo in one step; false when the token was used meanwhile. */
export async function consumeTokenAndSetPhoto(
  db: Db,
  userId: number,
  token: string,
  now: Date,
  profileImage: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const used = await tx
      .update(uploadTokens)
      .set({ usedAt: now })
      .where(liveToken(userId, token, now))
      .returning({ id: uploadTokens.id });
    if (used.length === 0) return false;
    await tx.update(caregivers).set({ profileImage }).where(eq(caregivers.userId, userId));
    return true;
  });
}

/** The caregiver's photo URL now (null without one): whether a just-stored photo file is in use. */
export async function currentProfileImage(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ photo: caregivers.profileImage })
    .from(caregivers)
    .where(eq(caregivers.userId, userId));
  return row?.photo ?? null;
}
