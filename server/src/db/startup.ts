// What a process does to a database before it serves (issue 28): migrations, the shared keys, the national
// center list and the demo seed, all under one PostgreSQL advisory lock. Any number of processes started
// at once on an empty database then come up one after another through it: the first does the work, the
// others find it done (two processes migrating at once had crashed on a duplicate type).
import type { DbHandle } from './client';
import { MEMORY_DATA_DIR } from '../config';
import { seedDemo } from './seed';
import { ensureServerKeys } from '../modules/auth/server-keys';
import { loadNationalCenters, type CenterLoadResult } from '../modules/centers/center-loader';
import { backfillCenterChoseong } from '../modules/centers/repository';
import type { Gazetteer } from '../modules/geo/gazetteer';

/** The start-up lock (any constant bigint, apart from the other advisory locks of the app). */
export const STARTUP_LOCK = 7_301_028_001;

export interface StartupOptions {
  gazetteer: Gazetteer;
  centersPath: string;
  /** CENTERS_FORCE: load the center list even when it is older than the loaded one. */
  centersForce: boolean;
  /** Seed the demo accounts when there are no users. */
  seed: boolean;
  /** The DATA_DIR whose key files from before issue 28 are imported once (ADR 0028). */
  dataDir: string;
}

export interface StartupLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface StartupReport {
  centers: CenterLoadResult;
  seeded: boolean;
}

export async function prepareDatabase(
  handle: DbHandle,
  opts: StartupOptions,
  log: StartupLog,
): Promise<StartupReport> {
  return handle.exclusive(
    STARTUP_LOCK,
    async () => {
      await handle.migrate();
      const keys = await ensureServerKeys(
        handle.db,
        opts.dataDir === MEMORY_DATA_DIR ? undefined : opts.dataDir,
      );
      if (keys.imported.length) log.info({ imported: keys.imported }, 'imported keys from DATA_DIR');
      if (keys.created.length) log.info({ created: keys.created }, 'generated the shared keys');
      const centers = await loadNationalCenters(handle.db, opts.centersPath, opts.gazetteer, {
        force: opts.centersForce,
      });
      if (centers.refused) {
        log.warn(
          {
            file: opts.centersPath,
            fileVersion: centers.refused.file,
            loadedVersion: centers.refused.loaded,
          },
          'refused to load an older national center list than the one loaded (set CENTERS_FORCE=true to load it anyway)',
        );
      } else if (!centers.skipped) {
        log.info({ centers: centers.centers, ms: Math.round(centers.ms) }, 'loaded the national center list');
      }
      const seeded = opts.seed ? await seedDemo(handle.db, opts.gazetteer) : false;
      if (seeded) log.info({}, 'seeded demo data');
      else if (!opts.seed) {
        log.info({}, 'demo accounts not seeded (set SEED_DEMO=true to seed them on an empty database)');
      }
      // Centers written before name_choseong existed get it now (cheap when there are none).
      await backfillCenterChoseong(handle.db);
      return { centers, seeded };
    },
    () => log.info({}, 'waiting for another process to finish its start-up (migrations, seed)'),
  );
}
