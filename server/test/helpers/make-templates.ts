// Makes the ready databases that every API test file starts from (issue 43): migrated, with the national
// center list loaded, and a second one with the demo seed on top. Built once per jest run by
// global-setup.ts (in a child process, so jest's own process never loads PGlite), then copied per file by
// helpers/test-app.ts — a saved PGlite data directory loaded into memory, or `CREATE DATABASE … TEMPLATE`
// on PostgreSQL. The signing keys are left out: each file's app makes its own, as on a fresh database.
//
//   node --import tsx server/test/helpers/make-templates.ts pglite <folder>
//   node --import tsx server/test/helpers/make-templates.ts postgres <admin url> <base db> <demo db>
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { loadConfig, MEMORY_DATA_DIR } from '../../src/config';
import { createDb, type DbHandle } from '../../src/db/client';
import { seedDemo } from '../../src/db/seed';
import { loadNationalCenters } from '../../src/modules/centers/center-loader';
import { backfillCenterChoseong } from '../../src/modules/centers/repository';
import { loadGazetteer } from '../../src/modules/geo/gazetteer';
import { TEMPLATE_FILES } from './test-db';

const config = loadConfig({ DATA_DIR: MEMORY_DATA_DIR });
const gazetteer = loadGazetteer(config.gazetteerPath);

/** A tar archive without the files `drop` names (ustar: 512-byte headers, data padded to 512). */
function withoutTarFiles(tar: Buffer, drop: (file: string) => boolean): Buffer {
  const kept: Buffer[] = [];
  let at = 0;
  while (at + 512 <= tar.length) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break;
    const text = (from: number, length: number) =>
      header
        .subarray(from, from + length)
        .toString('utf8')
        .replace(/\0.*$/s, '');
    const prefix = text(345, 155);
    const file = prefix ? `${prefix}/${text(0, 100)}` : text(0, 100);
    const size = parseInt(text(124, 12).trim() || '0', 8);
    const end = at + 512 + Math.ceil(size / 512) * 512;
    if (!drop(file)) kept.push(tar.subarray(at, end));
    at = end;
  }
  kept.push(Buffer.alloc(1024));
  return Buffer.concat(kept);
}

/** What a server's start-up writes before the keys (db/startup.ts), and the demo seed when asked. */
async function fill(handle: DbHandle, demo: boolean) {
  await handle.migrate();
  await loadNationalCenters(handle.db, config.centersPath, gazetteer, { force: false });
  await backfillCenterChoseong(handle.db);
  if (demo) await seedDemo(handle.db, gazetteer);
}

async function pglite(folder: string) {
  fs.mkdirSync(folder, { recursive: true });
  const handle = await createDb(
    { databaseUrl: undefined, dataDir: MEMORY_DATA_DIR },
    { pglite: 'in-thread' },
  );
  // drizzle keeps the client it was given; in-thread it is the PGlite instance itself.
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const save = async (name: string) => {
    await client.exec('CHECKPOINT');
    // The segments from the last checkpoint's redo point to the current one; the others (a spent one,
    // one kept for reuse) are 16 MB each that every test file would load for nothing.
    const { rows } = await client.query<{ redo: string; current: string }>(
      'select redo_wal_file as redo, pg_walfile_name(pg_current_wal_lsn()) as current from pg_control_checkpoint()',
    );
    const { redo, current } = rows[0]!;
    const dump = await client.dumpDataDir('none');
    const tar = withoutTarFiles(Buffer.from(await dump.arrayBuffer()), (file) => {
      const segment = /^\/?pg_wal\/([0-9A-F]{24})$/.exec(file)?.[1];
      return segment !== undefined && (segment < redo || segment > current);
    });
    fs.writeFileSync(path.join(folder, name), tar);
  };
  await fill(handle, false);
  await save(TEMPLATE_FILES.base);
  await seedDemo(handle.db, gazetteer);
  await save(TEMPLATE_FILES.demo);
  await handle.close();
}

async function postgres(adminUrl: string, base: string, demo: string) {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  const urlOf = (name: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  try {
    await admin.query(`CREATE DATABASE ${base}`);
    const handle = await createDb({ databaseUrl: urlOf(base), dataDir: MEMORY_DATA_DIR });
    await fill(handle, false);
    await handle.close();
    // Copied from the base with every connection to it closed, then seeded.
    await admin.query(`CREATE DATABASE ${demo} TEMPLATE ${base}`);
    const seeded = await createDb({ databaseUrl: urlOf(demo), dataDir: MEMORY_DATA_DIR });
    await seedDemo(seeded.db, gazetteer);
    await seeded.close();
    // Nobody may connect to a template: CREATE DATABASE … TEMPLATE refuses while anyone is.
    for (const name of [base, demo]) {
      await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false IS_TEMPLATE true`);
    }
  } finally {
    await admin.end();
  }
}

async function main() {
  const [kind, ...args] = process.argv.slice(2);
  if (kind === 'pglite' && args[0]) await pglite(args[0]);
  else if (kind === 'postgres' && args.length === 3) await postgres(args[0]!, args[1]!, args[2]!);
  else throw new Error('usage: make-templates.ts pglite <folder> | postgres <admin url> <base> <demo>');
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
