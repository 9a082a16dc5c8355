// `npm run seed -w server`: prepares the configured database as a server's start-up does (migrations,
// keys, the center list, under the start-up lock) and seeds the demo accounts (no-op when users exist).
import { loadConfig } from '../config';
import { loadGazetteer } from '../modules/geo/gazetteer';
import { createDb } from './client';
import { prepareDatabase } from './startup';

async function main() {
  const config = loadConfig();
  const handle = await createDb(config);
  const log = {
    info: (o: object, m: string) => console.log(m, o),
    warn: (o: object, m: string) => console.warn(m, o),
  };
  try {
    const { seeded } = await prepareDatabase(
      handle,
      {
        gazetteer: loadGazetteer(config.gazetteerPath),
        centersPath: config.centersPath,
        centersForce: config.centersForce,
        seed: true,
        dataDir: config.dataDir,
      },
      log,
    );
    console.log(seeded ? 'Seeded demo data.' : 'Users exist already; nothing seeded.');
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
