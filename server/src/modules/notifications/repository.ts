// Notifications: written by the event's own transaction (contacts and applies call the two event
// functions below with their transaction), announced to every API process by NOTIFY on commit, read
// and marked by their recipient only.
import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, notInArray, sql } from 'drizzle-orm';
import {
  NOTIFICATION_TEXT,
  type AppNotification,
  type NotificationType,
  type Page,
} from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { limitOffset, totalOver, windowPage } from '../../db/window-page';
import {
  centers,
  elders,
  managers,
  notificationPreferences,
  notifications,
  notificationStreamTickets,
  pushSubscriptions,
  users,
  type NotificationRow,
} from '../../db/schema';
import { elderTitle } from '../caregiver/elder-title';

/** The LISTEN/NOTIFY channel; the payload is the new notification's id. */
export const NOTIFICATIONS_CHANNEL = 'dolbom_notifications';
export const RETENTION_DAYS = 90;
export const TICKET_TTL_SECONDS = 60;

interface NewNotification {
  userId: number;
  type: NotificationType;
  refId: number;
  title: string;
  target: string;
  /**
   * The account whose data the title quotes (a caregiver's resume title, a manager's posting or name):
   * when that account is deleted, the title is scrubbed with it (account-repository.ts, issue 29).
   */
  subjectUserId?: number | null;
}

/** Inserts one notification and announces it on commit (NOTIFY is transactional). */
export async function recordNotification(db: Db, n: NewNotification): Promise<number> {
  const [row] = await db.insert(notifications).values(n).returning({ id: notifications.id });
  if (!row) throw new Error('insert notifications returned no row');
  await db.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${String(row.id)})`);
  return row.id;
}

/**
 * What a manager's notification says it is about (issue 30: it named the caregiver by her resume title):
 * `김순자 요양보호사 · 홍길동 어르신` — the caregiver by her name and the manager's own elder by the name the
 * manager gave. In-app only: push and SMS carry neither (NOTIFICATION_PUSH_TEXT).
 */
async function aboutForManager(db: Db, caregiverId: number, elderName: string): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, caregiverId));
  return `${row?.name ?? ''} 요양보호사 · ${elderName} 어르신`.trim();
}

/**
 * What a caregiver's notification says it is about: the center and the posting's title
 * (`행복요양센터 · 방문 요양 · 강남구 역삼동 · 여 82세 · 3등급`) — never the elder's name (PRODUCT.md).
 */
async function aboutForCaregiver(db: Db, managerId: number, postingTitle: string): Promise<string> {
  const [row] = await db
    .select({ center: centers.name })
    .from(managers)
    .innerJoin(centers, eq(centers.id, managers.centerId))
    .where(eq(managers.userId, managerId));
  return row ? `${row.center} · ${postingTitle}` : postingTitle;
}

async function elderOf(db: Db, elderId: number) {
  const [elder] = await db.select().from(elders).where(eq(elders.id, elderId));
  if (!elder) throw new Error(`elder ${elderId} not found for a notification`);
  return elder;
}

type ContactEvent = Extract<NotificationType, `contact_${string}`>;
type ApplyEvent = Extract<NotificationType, `apply_${string}`>;

/**
 * A contact event for its recipient: received/withdrawn go to the caregiver (the center and the posting
 * title), accepted/declined to the manager who sent it (the caregiver's name and the elder's).
 */
export async function notifyContactEvent(
  db: Db,
  type: ContactEvent,
  c: { id: number; elderId: number; caregiverId: number; managerId: number; workType: string },
  now: Date,
): Promise<void> {
  if (type === 'contact_received' || type === 'contact_withdrawn') {
    const elder = await elderOf(db, c.elderId);
    await recordNotification(db, {
      userId: c.caregiverId,
      type,
      refId: c.id,
      title: await aboutForCaregiver(db, c.managerId, elderTitle({ ...elder, workType: c.workType }, now)),
      target: type === 'contact_received' ? `/detail/elder/contact/${c.id}` : '/inbox',
      subjectUserId: c.managerId,
    });
    return;
  }
  const elder = await elderOf(db, c.elderId);
  await recordNotification(db, {
    userId: c.managerId,
    type,
    refId: c.id,
    title: await aboutForManager(db, c.caregiverId, elder.name),
    target: type === 'contact_accepted' ? `/detail/care/contact/${c.id}` : '/outgoing-box',
    subjectUserId: c.caregiverId,
  });
}

/**
 * An apply event for its recipient: received/withdrawn go to the elder's manager (the caregiver's name
 * and the elder's, 받은 지원함), accepted/declined to the caregiver (the center and the posting title,
 * 보낸 지원함).
 */
export async function notifyApplyEvent(
  db: Db,
  type: ApplyEvent,
  a: { id: number; elderId: number; caregiverId: number },
  now: Date,
): Promise<void> {
  const elder = await elderOf(db, a.elderId);
  if (type === 'apply_received' || type === 'apply_withdrawn') {
    await recordNotification(db, {
      userId: elder.managerId,
      type,
      refId: a.id,
      title: await aboutForManager(db, a.caregiverId, elder.name),
      target: `/inbox?elderId=${a.elderId}`,
      subjectUserId: a.caregiverId,
    });
    return;
  }
  await recordNotification(db, {
    userId: a.caregiverId,
    type,
    refId: a.id,
    title: await aboutForCaregiver(
      db,
      elder.managerId,
      elderTitle({ ...elder, workType: elder.workRequirement }, now),
    ),
    // 보낸 지원함's tab of the answer: 수락 (?tab=approved) or 거절 (issue 30).
    target: type === 'apply_accepted' ? '/outgoing-box?tab=approved' : '/outgoing-box?tab=declined',
    subjectUserId: elder.managerId,
  });
}

export function toNotification(row: NotificationRow): AppNotification {
  const type = row.type as NotificationType;
  return {
    id: row.id,
    type,
    refId: row.refId,
    title: row.title,
    text: NOTIFICATION_TEXT[type] ?? '',
    target: row.target,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

const notificationsPage = prepared((db) =>
  db
    .select({ row: notifications, total: totalOver() })
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder('userId')))
    .orderBy(desc(notifications.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('notifications_page'),
);

export async function listNotifications(
  db: Db,
  userId: number,
  paging: { page: number; size: number },
): Promise<Page<AppNotification>> {
  const rows = await notificationsPage(db).execute({ userId, ...limitOffset(paging) });
  const countAll = async () => {
    const [total] = await db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.userId, userId));
    return total?.n ?? 0;
  };
  return windowPage(rows, paging, countAll, ({ row }) => toNotification(row));
}

const unreadOf = prepared((db) =>
  db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder('userId')), isNull(notifications.readAt)))
    .prepare('notifications_unread_count'),
);

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await unreadOf(db).execute({ userId });
  return row?.n ?? 0;
}

/** Marks the caller's notification read; false when it is not theirs (or gone). */
export async function markRead(db: Db, userId: number, id: number, now: Date): Promise<boolean> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return Boolean(row);
}

export async function markAllRead(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

export async function notificationById(db: Db, id: number): Promise<NotificationRow | undefined> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row;
}

/** The user's notifications after `afterId`, oldest first (a reconnecting stream's missed events). */
export async function notificationsAfter(db: Db, userId: number, afterId: number, limit = 100) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.id, afterId)))
    .orderBy(notifications.id)
    .limit(limit);
}

/** Claims a notification for sending push/SMS: true for exactly one API process. */
export async function claimDispatch(db: Db, id: number, now: Date): Promise<boolean> {
  const [row] = await db
    .update(notifications)
    .set({ dispatchedAt: now })
    .where(and(eq(notifications.id, id), isNull(notifications.dispatchedAt)))
    .returning({ id: notifications.id });
  return Boolean(row);
}

/** Deletes notifications older than 90 days and expired stream tickets: idempotent, safe in parallel. */
export async function deleteOld(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const deleted = await db
    .delete(notifications)
    .where(lt(notifications.createdAt, cutoff))
    .returning({ id: notifications.id });
  await db.delete(notificationStreamTickets).where(lt(notificationStreamTickets.expiresAt, now));
  return deleted.length;
}

const hash = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** A ticket for the caller's stream, bound to the caller's session (the stream ends with it). */
export async function createStreamTicket(
  db: Db,
  caller: { userId: number; sessionId?: string },
  now: Date,
): Promise<string> {
  const ticket = randomBytes(24).toString('base64url');
  await db.insert(notificationStreamTickets).values({
    ticketHash: hash(ticket),
    userId: caller.userId,
    sessionId: caller.sessionId ?? null,
    expiresAt: new Date(now.getTime() + TICKET_TTL_SECONDS * 1000),
  });
  return ticket;
}

/** The ticket's user and session, once: the ticket is deleted whether or not it was still valid. */
export async function consumeStreamTicket(
  db: Db,
  ticket: string,
  now: Date,
): Promise<{ userId: number; sessionId: string | null } | null> {
  const [row] = await db
    .delete(notificationStreamTickets)
    .where(eq(notificationStreamTickets.ticketHash, hash(ticket)))
    .returning();
  return row && row.expiresAt > now ? { userId: row.userId, sessionId: row.sessionId } : null;
}

/**
 * The SMS choice: the one she made, else the default — on for a caregiver who gave a phone (PRODUCT.md
 * "Data rules", issue 30: push and SMS both off meant she was never told), off for everyone else.
 */
export async function smsEnabled(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ sms: notificationPreferences.sms, role: users.role, phone: users.phone })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return false;
  return row.sms ?? (row.role === 'ROLE_CAREGIVER' && row.phone.trim() !== '');
}

export async function setSms(db: Db, userId: number, sms: boolean): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, sms })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { sms } });
}

/** Devices one user may have subscribed at once: every event costs one outbound request per device. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;
/** pg_advisory_xact_lock(namespace, user id): one user's subscriptions change one request at a time. */
const PUSH_SUBSCRIPTIONS_LOCK = 7_301_029;

/** Saves (or renews) a device's subscription; past MAX_PUSH_SUBSCRIPTIONS the oldest ones go. */
export async function savePushSubscription(
  db: Db,
  userId: number,
  s: { endpoint: string; keys: { p256dh: string; auth: string } },
): Promise<void> {
  const values = { userId, endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth };
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PUSH_SUBSCRIPTIONS_LOCK}, ${userId})`);
    await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: sql`now()` } });
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_PUSH_SUBSCRIPTIONS);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
  });
}

export async function deletePushSubscription(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function pushSubscriptionsOf(db: Db, userId: number) {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export async function deletePushSubscriptionById(db: Db, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
