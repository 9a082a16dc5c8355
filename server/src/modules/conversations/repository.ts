// 대화 (issue 32, ADR 0038): one conversation per connection, between its caregiver and the elder's
// manager. Every read is scoped to the caller's side of a connection (ownConnection), so a stranger, the
// other manager of the same center or an operator gets a 404. A conversation is open while its connection
// lasts and its latest job has not ended; then it is read-only for CONVERSATION_KEEP_DAYS and after that
// gone (deleted by the hourly sweep, and already invisible before the sweep runs).
//
// A message is written, with the writer's read mark and a NOTIFY on MESSAGES_CHANNEL, in one transaction:
// every API process hears it on commit and writes it to the two parties' open notification streams
// (notifications/routes.ts); exactly one process claims the recipient's push/SMS, at most once per
// conversation in MESSAGE_SMS_QUIET_MINUTES while it stays unread.
import { and, count, desc, eq, gt, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  CONVERSATION_KEEP_DAYS,
  CONVERSATION_MESSAGES,
  ERROR_CODES,
  MESSAGE_PAGE_SIZE,
  MESSAGE_SMS_QUIET_MINUTES,
  MESSAGES_PER_MINUTE,
  type ConversationList,
  type ConversationSummary,
  type Message,
  type MessagePage,
  type ReadMark,
} from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { connections, conversationReads, messages, type MessageRow } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import {
  connectionsQuery,
  connectionWorkType,
  ownConnection,
  titleOf,
  type PartiesRow,
  type Role,
} from '../jobs/views';

/**
 * The LISTEN/NOTIFY channel of messages and read marks: `m:<messageId>` (new), `h:<messageId>` (hidden by an
 * operator) or `r:<connectionId>:<side>` (read).
 */
export const MESSAGES_CHANNEL = 'dolbom_messages';
const DAY_MS = 24 * 60 * 60 * 1000;
/** pg_advisory_xact_lock(namespace, sender id): one sender's messages are counted one at a time. */
const SENDER_LOCK = 7_301_032;

const other = (side: Role): Role => (side === 'caregiver' ? 'manager' : 'caregiver');

/**
 * When the conversation ended: its connection's end, else the end of its latest job once that job ended
 * (a job in progress, proposed or talked over keeps it open). Null while open.
 */
const endedAt = sql<string | null>`coalesce(${connections.endedAt}, (
  select case when lj.status = 'ended' then lj.ended_at end from jobs lj
  where lj.connection_id = ${connections.id} order by lj.id desc limit 1))`;

/** Conversations still kept at `now`: open, or ended less than CONVERSATION_KEEP_DAYS ago. */
const kept = (now: Date) =>
  sql`(${endedAt} is null or ${endedAt} > ${new Date(now.getTime() - CONVERSATION_KEEP_DAYS * DAY_MS).toISOString()}::timestamptz)`;

const lastActivity = sql`coalesce((select max(lm.created_at) from messages lm where lm.connection_id = ${connections.id}), ${connections.createdAt})`;

function messageOut(row: MessageRow, side: Role): Message {
  const hidden = row.hiddenAt !== null;
  return {
    messageId: row.id,
    conversationId: row.connectionId,
    from: row.from,
    mine: row.from === side,
    text: hidden ? '' : row.text,
    hidden,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The last message of a conversation as the summary reads it (one subquery, as JSON). */
interface LastMessageJson {
  id: number;
  connection_id: number;
  from_side: Role;
  text: string;
  created_at: string;
  hidden_at: string | null;
}

/**
 * What a summary reads besides the parties, in the same statement: the end, the side's unread count,
 * the other side's read mark and the last message.
 */
/** The side's unread messages in the row's conversation. */
const unreadOf = (side: Role) => sql<number>`(select count(*) from messages um
    left join conversation_reads ur on ur.connection_id = um.connection_id and ur.side = ${side}
    where um.connection_id = ${connections.id} and um.from_side <> ${side}
      and um.id > coalesce(ur.read_up_to, 0))::int`;

const summaryColumns = (side: Role) => ({
  ended: endedAt.as('ended'),
  unread: unreadOf(side).as('unread'),
  otherReadUpTo: sql<number>`coalesce((select orr.read_up_to from conversation_reads orr
    where orr.connection_id = ${connections.id} and orr.side = ${other(side)}), 0)`.as('other_read_up_to'),
  last: sql<LastMessageJson | null>`(select row_to_json(lm) from (
    select id, connection_id, from_side, text, created_at, hidden_at from messages
    where connection_id = ${connections.id} order by id desc limit 1) lm)`.as('last'),
});

type SummaryRow = PartiesRow & {
  ended: string | Date | null;
  unread: number;
  otherReadUpTo: number;
  last: LastMessageJson | string | null;
};

function lastOut(raw: LastMessageJson | string | null, side: Role): Message | null {
  if (raw === null) return null;
  const m = typeof raw === 'string' ? (JSON.parse(raw) as LastMessageJson) : raw;
  return messageOut(
    {
      id: m.id,
      connectionId: m.connection_id,
      senderId: null,
      from: m.from_side,
      text: m.text,
      createdAt: new Date(m.created_at),
      hiddenAt: m.hidden_at === null ? null : new Date(m.hidden_at),
      hiddenBy: null,
      hiddenReason: null,
    },
    side,
  );
}

function summaryOut(r: SummaryRow, side: Role, now: Date): ConversationSummary {
  const ended = r.ended === null ? null : new Date(r.ended);
  return {
    conversationId: r.connection.id,
    connectionId: r.connection.id,
    otherName: side === 'caregiver' ? r.managerName : r.caregiverName,
    centerName: r.centerName,
    about: side === 'manager' ? r.elder.name : titleOf(r, connectionWorkType(r), now),
    lastMessage: lastOut(r.last, side),
    unread: Number(r.unread),
    readOnly: ended !== null,
    keptUntil: ended ? new Date(ended.getTime() + CONVERSATION_KEEP_DAYS * DAY_MS).toISOString() : null,
  };
}

/** The caller's unread messages over all the conversations still kept. */
export async function unreadTotal(db: Db, side: Role, userId: number, now: Date): Promise<number> {
  return (await unreadCounts(db, 0, side, userId, now)).unreadTotal;
}

/**
 * The caller's conversations, the latest activity first, with the unread total: one statement (the
 * total and the unread total are window sums over every kept conversation, taken before the page).
 */
export async function listConversations(
  db: Db,
  side: Role,
  userId: number,
  q: { page: number; size: number },
  now: Date,
): Promise<ConversationList> {
  const rows = (await listStatement[side](db).execute({
    userId,
    cutoff: cutoffOf(now),
    limit: q.size,
    offset: q.page * q.size,
  })) as unknown as (SummaryRow & { total: number; unreadAll: number })[];
  const [first] = rows;
  if (!first && q.page > 0) {
    // Past the last page: the window sums are not there to read.
    const [total] = await db
      .select({ n: count() })
      .from(connections)
      .where(and(ownConnection(side, userId), kept(now)));
    return {
      content: [],
      totalElements: total?.n ?? 0,
      unreadTotal: await unreadTotal(db, side, userId, now),
    };
  }
  return {
    content: rows.map((r) => summaryOut(r, side, now)),
    totalElements: Number(first?.total ?? 0),
    unreadTotal: Number(first?.unreadAll ?? 0),
  };
}

/** The owner column of a side: the caller's own connections only. */
const ownerOf = (side: Role) => (side === 'caregiver' ? connections.caregiverId : connections.managerId);
const keptAt = sql`(${endedAt} is null or ${endedAt} > ${sql.placeholder('cutoff')}::timestamptz)`;
const cutoffOf = (now: Date) => new Date(now.getTime() - CONVERSATION_KEEP_DAYS * DAY_MS).toISOString();

/** Built once per side (prepared statements: the SQL text is not rebuilt on every call). */
const bySide = <S>(build: (db: Db, side: Role) => S) => ({
  caregiver: prepared((db) => build(db, 'caregiver')),
  manager: prepared((db) => build(db, 'manager')),
});

const listStatement = bySide((db, side) =>
  connectionsQuery(db, {
    ...summaryColumns(side),
    total: sql<number>`(count(*) over ())::int`.as('total'),
    unreadAll: sql<number>`(sum(${unreadOf(side)}) over ())::int`.as('unread_all'),
  })
    .where(and(eq(ownerOf(side), sql.placeholder('userId')), keptAt))
    .orderBy(desc(lastActivity), desc(connections.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`conversations_list_${side}`),
);

const summaryStatement = bySide((db, side) =>
  connectionsQuery(db, summaryColumns(side))
    .where(
      and(eq(ownerOf(side), sql.placeholder('userId')), eq(connections.id, sql.placeholder('id')), keptAt),
    )
    .prepare(`conversation_summary_${side}`),
);

async function summaryRow(db: Db, side: Role, userId: number, id: number, now: Date): Promise<SummaryRow> {
  const [row] = (await summaryStatement[side](db).execute({
    userId,
    id,
    cutoff: cutoffOf(now),
  })) as unknown as SummaryRow[];
  if (!row) throw notFound();
  return row;
}

/** One of the caller's conversations still kept, or 404. */
export async function conversationOf(
  db: Db,
  side: Role,
  userId: number,
  id: number,
  now: Date,
): Promise<ConversationSummary> {
  return summaryOut(await summaryRow(db, side, userId, id, now), side, now);
}

async function readUpTo(db: Db, id: number, side: Role): Promise<number> {
  const [row] = await db
    .select({ upTo: conversationReads.readUpTo })
    .from(conversationReads)
    .where(and(eq(conversationReads.connectionId, id), eq(conversationReads.side, side)));
  return row?.upTo ?? 0;
}

/** A page of messages, oldest first: the newest MESSAGE_PAGE_SIZE, or those before `before`. */
/** Above every serial id: `before` of the newest page. */
const MAX_ID = 2_147_483_647;
const pageStatement = prepared((db) =>
  db
    .select()
    .from(messages)
    .where(and(eq(messages.connectionId, sql.placeholder('id')), lt(messages.id, sql.placeholder('before'))))
    .orderBy(desc(messages.id))
    .limit(MESSAGE_PAGE_SIZE + 1)
    .prepare('conversation_messages_page'),
);

export async function messagePage(
  db: Db,
  side: Role,
  userId: number,
  id: number,
  before: number | undefined,
  now: Date,
): Promise<MessagePage> {
  const [summary, rows] = await Promise.all([
    summaryRow(db, side, userId, id, now),
    pageStatement(db).execute({ id, before: before ?? MAX_ID }),
  ]);
  // Read after the scope check settled: a stranger's request ends in 404 before any message is used.
  const hasOlder = rows.length > MESSAGE_PAGE_SIZE;
  return {
    conversation: summaryOut(summary, side, now),
    messages: rows
      .slice(0, MESSAGE_PAGE_SIZE)
      .reverse()
      .map((r) => messageOut(r, side)),
    hasOlder,
    otherReadUpTo: Number(summary.otherReadUpTo),
  };
}

/** Moves a side's read mark forward (never back) to `upTo`; NOTIFYs the other side's streams. */
async function markRead(tx: Db, id: number, side: Role, upTo: number): Promise<void> {
  await tx
    .insert(conversationReads)
    .values({ connectionId: id, side, readUpTo: upTo })
    .onConflictDoUpdate({
      target: [conversationReads.connectionId, conversationReads.side],
      set: { readUpTo: sql`greatest(${conversationReads.readUpTo}, excluded.read_up_to)` },
    });
  await tx.execute(sql`select pg_notify(${MESSAGES_CHANNEL}, ${`r:${id}:${side}`})`);
}

/**
 * Writes a message of the caller's side: refused when the conversation is read-only (409) or the sender
 * wrote MESSAGES_PER_MINUTE messages in the last minute (429). The writer has read everything up to it.
 */
export async function sendMessage(
  db: Db,
  side: Role,
  userId: number,
  id: number,
  text: string,
  now: Date,
): Promise<Message> {
  const conversation = await conversationOf(db, side, userId, id, now);
  if (conversation.readOnly) throw conflict(CONVERSATION_MESSAGES.readOnly);
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SENDER_LOCK}, ${userId})`);
    const [recent] = await tx
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.senderId, userId), gt(messages.createdAt, new Date(now.getTime() - 60_000))));
    if ((recent?.n ?? 0) >= MESSAGES_PER_MINUTE) {
      throw new AppError(429, ERROR_CODES.TOO_MANY_REQUESTS, CONVERSATION_MESSAGES.tooMany);
    }
    const [inserted] = await tx
      .insert(messages)
      .values({ connectionId: id, senderId: userId, from: side, text, createdAt: now })
      .returning();
    if (!inserted) throw new Error('insert messages returned no row');
    await tx
      .insert(conversationReads)
      .values({ connectionId: id, side, readUpTo: inserted.id })
      .onConflictDoUpdate({
        target: [conversationReads.connectionId, conversationReads.side],
        set: { readUpTo: sql`greatest(${conversationReads.readUpTo}, excluded.read_up_to)` },
      });
    await tx.execute(sql`select pg_notify(${MESSAGES_CHANNEL}, ${`m:${inserted.id}`})`);
    return inserted;
  });
  return messageOut(row, side);
}

/** Marks the caller's side read up to `upTo` (default: the newest message). */
export async function readConversation(
  db: Db,
  side: Role,
  userId: number,
  id: number,
  upTo: number | undefined,
  now: Date,
): Promise<ReadMark> {
  await conversationOf(db, side, userId, id, now);
  const [newest] = await db
    .select({ id: sql<number | null>`max(${messages.id})` })
    .from(messages)
    .where(eq(messages.connectionId, id));
  const target = Math.min(upTo ?? Number.MAX_SAFE_INTEGER, newest?.id ?? 0);
  if (target > 0) await db.transaction((tx) => markRead(tx, id, side, target));
  return { upTo: await readUpTo(db, id, side), unreadTotal: await unreadTotal(db, side, userId, now) };
}

// ---------------------------------------------------------------- delivery (notification stream)

export interface Delivery {
  userId: number;
  side: Role;
  event: {
    conversationId: number;
    message?: Message;
    otherReadUpTo?: number;
    unread: number;
    unreadTotal: number;
  };
}

async function partiesOf(db: Db, id: number) {
  const [row] = await db
    .select({ caregiverId: connections.caregiverId, managerId: connections.managerId })
    .from(connections)
    .where(eq(connections.id, id));
  return row;
}

/**
 * A side's unread messages in one conversation (`id`; 0 for none) and over all its kept conversations,
 * in one read.
 */
async function unreadCounts(db: Db, id: number, side: Role, userId: number, now: Date) {
  const [row] = await db
    .select({
      here: sql<number>`(count(*) filter (where ${messages.connectionId} = ${id}))::int`,
      all: count(),
    })
    .from(messages)
    .innerJoin(connections, eq(connections.id, messages.connectionId))
    .leftJoin(
      conversationReads,
      and(eq(conversationReads.connectionId, messages.connectionId), eq(conversationReads.side, side)),
    )
    .where(
      and(
        ownConnection(side, userId),
        ne(messages.from, side),
        sql`${messages.id} > coalesce(${conversationReads.readUpTo}, 0)`,
        kept(now),
      ),
    );
  return { unread: Number(row?.here ?? 0), unreadTotal: row?.all ?? 0 };
}

/**
 * What each party's streams get for a NOTIFY payload of MESSAGES_CHANNEL — only for the users `here`
 * says have a stream open on this process (the others' processes answer for them), so a process with
 * nobody of the conversation connected reads one row and stops.
 */
export async function deliveriesOf(
  db: Db,
  payload: string,
  now: Date,
  here: (userId: number) => boolean,
): Promise<Delivery[]> {
  const [kind, a, b] = payload.split(':');
  const out: Delivery[] = [];
  const message =
    kind === 'm' || kind === 'h'
      ? (
          await db
            .select()
            .from(messages)
            .where(eq(messages.id, Number(a)))
        )[0]
      : undefined;
  const id = message ? message.connectionId : kind === 'r' ? Number(a) : 0;
  const parties = id > 0 ? await partiesOf(db, id) : undefined;
  if (!parties || (kind !== 'r' && !message)) return out;
  const reader: Role = b === 'manager' ? 'manager' : 'caregiver';
  const upTo = kind === 'r' ? await readUpTo(db, id, reader) : 0;
  for (const side of ['caregiver', 'manager'] as const) {
    const userId = side === 'caregiver' ? parties.caregiverId : parties.managerId;
    if (!here(userId)) continue;
    out.push({
      userId,
      side,
      event: {
        conversationId: id,
        ...(message ? { message: messageOut(message, side) } : {}),
        ...(kind === 'r' && side !== reader ? { otherReadUpTo: upTo } : {}),
        ...(await unreadCounts(db, id, side, userId, now)),
      },
    });
  }
  return out;
}

/**
 * Claims the push/SMS of a new message for its recipient: true for exactly one API process, and only
 * when the recipient has not been told about this conversation since she last read it, or not in the
 * last MESSAGE_SMS_QUIET_MINUTES. Returns the recipient's user id when claimed.
 */
export async function claimMessageAlert(
  db: Db,
  messageId: number,
  now: Date,
): Promise<{ userId: number; conversationId: number } | null> {
  const [row] = await db.select().from(messages).where(eq(messages.id, messageId));
  if (!row) return null;
  const parties = await partiesOf(db, row.connectionId);
  if (!parties) return null;
  const to = other(row.from);
  const quiet = new Date(now.getTime() - MESSAGE_SMS_QUIET_MINUTES * 60_000);
  await db
    .insert(conversationReads)
    .values({ connectionId: row.connectionId, side: to })
    .onConflictDoNothing();
  const claimed = await db
    .update(conversationReads)
    .set({ notifiedAt: now })
    .where(
      and(
        eq(conversationReads.connectionId, row.connectionId),
        eq(conversationReads.side, to),
        // Not read yet (a reply she already saw needs no alert) …
        lt(conversationReads.readUpTo, messageId),
        // … and not told since her last read, unless that was long enough ago.
        or(
          sql`${conversationReads.notifiedAt} is null`,
          lt(conversationReads.notifiedAt, quiet),
          sql`not exists (select 1 from messages um where um.connection_id = ${row.connectionId}
                and um.from_side = ${row.from} and um.id > ${conversationReads.readUpTo} and um.id < ${messageId})`,
        ),
      ),
    )
    .returning({ side: conversationReads.side });
  if (claimed.length === 0) return null;
  return {
    userId: to === 'caregiver' ? parties.caregiverId : parties.managerId,
    conversationId: row.connectionId,
  };
}

/** Deletes the messages of conversations that ended more than CONVERSATION_KEEP_DAYS ago. */
export async function deleteEndedConversations(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - CONVERSATION_KEEP_DAYS * DAY_MS).toISOString();
  const gone = db
    .select({ id: connections.id })
    .from(connections)
    .where(sql`${endedAt} <= ${cutoff}::timestamptz`);
  const deleted = await db
    .delete(messages)
    .where(inArray(messages.connectionId, gone))
    .returning({ id: messages.id });
  await db.delete(conversationReads).where(inArray(conversationReads.connectionId, gone));
  return deleted.length;
}

// ---------------------------------------------------------------- reports and operators

/** A message the reporter can see and did not write (else 404): its label and author. */
export async function reportableMessage(
  db: Db,
  side: Role,
  userId: number,
  messageId: number,
  now: Date,
): Promise<{ label: string; userId: number | null }> {
  const [row] = await db.select().from(messages).where(eq(messages.id, messageId));
  if (!row || row.from === side) throw notFound();
  const conversation = await conversationOf(db, side, userId, row.connectionId, now);
  const excerpt = row.text.length > 60 ? `${row.text.slice(0, 60)}…` : row.text;
  return {
    label: `메시지 #${row.id} · ${conversation.otherName} · “${excerpt.replace(/\n/g, ' ')}”`,
    userId: row.senderId,
  };
}

/** An operator's view of a message and the ten messages before and after it, with both names. */
export async function messageContext(db: Db, messageId: number) {
  const [row] = await db.select().from(messages).where(eq(messages.id, messageId));
  if (!row) throw notFound();
  const [parties] = await connectionsQuery(db).where(eq(connections.id, row.connectionId));
  const around = (where: SQL, order: 'asc' | 'desc') =>
    db
      .select()
      .from(messages)
      .where(and(eq(messages.connectionId, row.connectionId), where))
      .orderBy(order === 'asc' ? messages.id : desc(messages.id))
      .limit(10);
  const [before, after] = await Promise.all([
    around(lt(messages.id, messageId), 'desc'),
    around(gt(messages.id, messageId), 'asc'),
  ]);
  const view = (m: MessageRow) => ({
    messageId: m.id,
    from: m.from,
    text: m.text,
    hidden: m.hiddenAt !== null,
    hiddenReason: m.hiddenReason,
    createdAt: m.createdAt.toISOString(),
  });
  return {
    conversationId: row.connectionId,
    caregiverName: parties?.caregiverName ?? '',
    managerName: parties?.managerName ?? '',
    centerName: parties?.centerName ?? '',
    reported: view(row),
    messages: [...before.reverse(), row, ...after].map(view),
  };
}

/** Hides a message (its text is no longer shown to the parties). Idempotent: hiding twice keeps the first. */
export async function hideMessage(
  tx: Db,
  messageId: number,
  actorId: number,
  reason: string,
  now: Date,
): Promise<MessageRow> {
  const [row] = await tx
    .update(messages)
    .set({ hiddenAt: now, hiddenBy: actorId, hiddenReason: reason })
    .where(and(eq(messages.id, messageId), sql`${messages.hiddenAt} is null`))
    .returning();
  if (row) return row;
  const [existing] = await tx.select().from(messages).where(eq(messages.id, messageId));
  if (!existing) throw notFound();
  return existing;
}
