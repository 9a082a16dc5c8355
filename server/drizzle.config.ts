// drizzle-kit config; run from the repo root: `npm run db:generate`.
import Module, { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineConfig } from 'drizzle-kit';

// npm installed drizzle-orm under server/node_modules (not hoisted), so drizzle-kit, which lives in the
// root node_modules, can neither `import('drizzle-orm')` (its version check) nor `require` it. drizzle-kit
// loads this config first, so we point both resolvers at the server package here: an ESM resolve hook,
// and NODE_PATH for CommonJS (re-read through Module._initPaths, which is how Node applies NODE_PATH).
register(pathToFileURL(path.resolve('server/drizzle-orm-resolve-hook.mjs')).href);
process.env.NODE_PATH = [path.resolve('server/node_modules'), process.env.NODE_PATH]
  .filter(Boolean)
  .join(path.delimiter);
(Module as unknown as { _initPaths(): void })._initPaths();

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/drizzle',
});
