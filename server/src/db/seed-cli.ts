// `npm run seed -w server`: migrates and seeds the configured database (no-op when users exist).
import { loadConfig } from '../config';
import { loadNationalCenters } from '../modules/centers/center-loader';
import { loadGazetteer } from '../modules/geo/gazetteer';
import { createDb } from './client';
import { seedDemo } from './seed';

async function main() {
  const config = loadConfig();
  const handle = await createDb(config);
  try {
    await handle.migrate();
    const gazetteer = loadGazetteer(config.gazetteerPath);
    await loadNationalCenters(handle.db, config.centersPath, gazetteer);
    const seeded = await seedDemo(handle.db, gazetteer);
    console.log(seeded ? 'Seeded demo data.' : 'Users exist already; nothing seeded.');
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
