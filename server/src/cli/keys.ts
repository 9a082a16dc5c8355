// `npm run keys -- rotate|list` (issue 28, ADR 0028): the access-token signing keys kept in the database.
//   rotate  adds a new key; every API process signs with it within a minute (at once when it hears the
//           NOTIFY), and the old keys keep verifying the tokens they signed until those expire.
//   list    the keys, oldest first, and which one signs.
// In production, without the TypeScript loader: `node server/dist/server/src/cli/keys.js rotate`.
// The embedded database belongs to one process: stop the server first (its DATA_DIR is locked).
import { loadConfig } from '../config';
import { createDb } from '../db/client';
import { DatabaseLockedError } from '../db/dir-lock';
import { STARTUP_LOCK } from '../db/startup';
import { SIGN_LAG_SECONDS } from '../modules/auth/key-ring';
import { ensureServerKeys, listSigningKeys, rotateSigningKey } from '../modules/auth/server-keys';

const USAGE = 'usage: npm run keys -- rotate | list';

async function main(command: string | undefined) {
  if (command !== 'rotate' && command !== 'list') {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const handle = await createDb(config);
  try {
    // Like a server's start-up, so a CLI run beside starting servers does not race them.
    await handle.exclusive(STARTUP_LOCK, async () => {
      await handle.migrate();
      await ensureServerKeys(handle.db);
    });
    if (command === 'rotate') {
      // A replaced key is kept while a token it signed can still be valid, and a day at least.
      const keep = Math.max(config.accessTokenTtlSeconds + SIGN_LAG_SECONDS + 3600, 24 * 3600);
      const { kid, pruned } = await rotateSigningKey(handle.db, keep);
      console.log(`New signing key ${kid}: every API process signs with it within a minute.`);
      if (pruned.length) console.log(`Deleted keys replaced more than ${keep} s ago: ${pruned.join(', ')}`);
      if (config.jwtSecret) {
        console.log('JWT_SECRET is set: processes with it keep signing with it (the new key only verifies).');
      }
    }
    const keys = await listSigningKeys(handle.db);
    for (const [i, key] of keys.entries()) {
      const role = i === keys.length - 1 ? 'signs' : 'verifies until its tokens expire';
      console.log(`${key.kid}\t${key.createdAt.toISOString()}\t${role}`);
    }
    return 0;
  } finally {
    await handle.close();
  }
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof DatabaseLockedError ? err.message : err);
    process.exit(1);
  },
);
