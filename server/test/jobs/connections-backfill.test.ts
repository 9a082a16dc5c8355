// Migration 0043's backfill (issue 31): on a deployment from before connections, every contact and
// apply that had been accepted becomes a connection from the moment it was accepted, and one whose
// caregiver or manager has since left or been suspended is ended. Run here on the demo seed (박영수 has
// an accepted contact to caregiver01 and an accepted apply from caregiver02; other contacts and applies
// are pending): the connections are removed as if they had never been written and the migration's own
// INSERT statements are run again, so what is tested is the SQL that ran on the old databases.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Connection } from '@dolbom/shared-api/contracts';
import { MIGRATIONS_DIR } from '../../src/db/client';
import { applies, contacts } from '../../src/db/schema';
import type { Caller } from '../helpers/requests';
import { useManagerDemo } from '../manager/helpers';

const { t, manager, caregiver, elders, cg } = useManagerDemo(['caregiver01', 'caregiver02']);

/** The statements of 0043 that write connections from accepted contacts and applies. */
function backfillStatements(): string[] {
  const file = fs.readFileSync(path.join(MIGRATIONS_DIR, '0043_connections_and_jobs.sql'), 'utf8');
  const statements = file
    .split('--> statement-breakpoint')
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter((s) => s.startsWith('INSERT INTO "connections"'));
  expect(statements).toHaveLength(2);
  return statements;
}

async function connectionsOf(who: Caller, url: string): Promise<Connection[]> {
  const res = await who('GET', url);
  expect(res.statusCode).toBe(200);
  return (res.json() as { content: Connection[] }).content;
}

/** What the migration must reproduce of a connection: who, about whom, from which answer, since when. */
const essentials = (c: Connection) => ({
  elderId: c.elderId,
  caregiverId: c.caregiverId,
  managerId: c.managerId,
  contactId: c.contactId,
  applyId: c.applyId,
  endedAt: c.endedAt,
});

async function rerunBackfill() {
  await t.app.db.execute(sql`delete from connections`);
  for (const statement of backfillStatements()) await t.app.db.execute(sql.raw(statement));
}

it('makes a connection of every accepted contact and apply, from its acceptance, and of nothing else', async () => {
  const url = `/api/manager/connections?elderId=${elders['박영수']}`;
  const before = await connectionsOf(manager, url);
  expect(before.map((c) => [c.caregiverId, c.contactId === null ? 'apply' : 'contact']).sort()).toEqual(
    [
      [cg['caregiver01'], 'contact'],
      [cg['caregiver02'], 'apply'],
    ].sort(),
  );
  const accepted = {
    contacts: await t.app.db
      .select()
      .from(contacts)
      .where(sql`status = 'accepted'`),
    applies: await t.app.db
      .select()
      .from(applies)
      .where(sql`status = 'accepted'`),
  };

  await rerunBackfill();

  const after = await connectionsOf(manager, url);
  expect(after.map(essentials).sort((a, b) => a.caregiverId - b.caregiverId)).toEqual(
    before.map(essentials).sort((a, b) => a.caregiverId - b.caregiverId),
  );
  // One connection per accepted answer in the whole database, none for a pending or declined one.
  // Both drivers answer { rows }.
  const { rows } = (await t.app.db.execute(
    sql`select contact_id, apply_id, created_at from connections`,
  )) as unknown as { rows: { contact_id: number | null; apply_id: number | null; created_at: string }[] };
  expect(
    rows
      .filter((r) => r.contact_id !== null)
      .map((r) => r.contact_id)
      .sort(),
  ).toEqual(accepted.contacts.map((c) => c.id).sort());
  expect(
    rows
      .filter((r) => r.apply_id !== null)
      .map((r) => r.apply_id)
      .sort(),
  ).toEqual(accepted.applies.map((a) => a.id).sort());
  // From the moment of acceptance, not the migration's.
  for (const c of accepted.contacts) {
    const row = rows.find((r) => r.contact_id === c.id)!;
    expect(new Date(row.created_at).getTime()).toBe((c.acceptedAt ?? c.createdAt).getTime());
  }
  // The caregiver finds hers, and the manager can propose a job on it as on any connection.
  const mine = await connectionsOf(caregiver, '/api/caregiver/connections');
  expect(mine.map((c) => c.elderId)).toEqual([elders['박영수']]);
  expect(after.every((c) => c.canPropose)).toBe(true);
});

it('ends the connection of a caregiver who has been suspended or has left since', async () => {
  await t.app.db.execute(sql`update users set suspended_at = now() where id = ${cg['caregiver02']}`);
  try {
    await rerunBackfill();
    const after = await connectionsOf(manager, `/api/manager/connections?elderId=${elders['박영수']}`);
    const byCaregiver = Object.fromEntries(after.map((c) => [c.caregiverId, c]));
    expect(byCaregiver[cg['caregiver02']!]?.endedAt).not.toBeNull();
    expect(byCaregiver[cg['caregiver02']!]?.canPropose).toBe(false);
    expect(byCaregiver[cg['caregiver01']!]?.endedAt).toBeNull();
  } finally {
    await t.app.db.execute(sql`update users set suspended_at = null where id = ${cg['caregiver02']}`);
  }
});
