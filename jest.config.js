// One jest run for every package: front-end packages in jsdom, the server in node.
const fs = require('node:fs');
const path = require('node:path');
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
// ESM-only packages that jest must transform to CommonJS.
const esm = ['jose', 'es-hangul'].join('|');
// The server also loads these ESM-only packages (content-disposition via @fastify/static, cookie via
// app.inject); PGlite's CJS build does import('fs'), which jest's vm needs as require.
const serverEsm = ['jose', 'content-disposition', 'cookie', '@electric-sql/pglite'].join('|');
// `*.pg.test.ts` need a real PostgreSQL (several API processes on one database): they run only on
// PostgreSQL runs (TEST_POSTGRES=1 or TEST_DB=postgres, as server/test/helpers/test-db.ts decides).
const onPostgres = process.env.TEST_DB
  ? process.env.TEST_DB === 'postgres'
  : process.env.TEST_POSTGRES === '1';

// Issue 43, each thing once: the PostgreSQL run (`npm test`'s jest-postgres step, TEST_DB=postgres) repeats
// only the server tests that reach a database. A file that names none of the ways to one (the test app,
// a helper or fixture of the suite, a database handle or URL) is pure — rules, config, scripts — or runs the
// embedded database whatever TEST_DB says (the compiled server), and already ran in the PGlite run.
const DATABASE_WORDS =
  /test-app|openDb|createDb|buildApp|two-processes|helpers|fixtures|startApi|DATABASE_URL/;
function withoutDatabase(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules' && entry.name !== 'dist')
      out.push(...withoutDatabase(file));
    else if (entry.name.endsWith('.test.ts') && !DATABASE_WORDS.test(fs.readFileSync(file, 'utf8')))
      out.push(file);
  }
  return out;
}
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pgSkips =
  process.env.TEST_DB === 'postgres'
    ? withoutDatabase(path.join(__dirname, 'server')).map((f) => `${escape(f)}$`)
    : [];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esm})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testMatch: ['<rootDir>/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
const front = (name) => ({
  ...common,
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.front.ts'],
  moduleNameMapper: { '\\.(css|woff2?|png|jpe?g|svg)$': '<rootDir>/../jest.file-stub.js' },
});

module.exports = {
  testTimeout: 60000,
  projects: [
    { ...front('shared-ui') },
    { ...front('shared-api') },
    { ...front('shell') },
    { ...front('caregiver-app') },
    { ...front('manager-app') },
    { ...front('admin-app') },
    {
      ...common,
      displayName: 'server',
      rootDir: '<rootDir>/server',
      testEnvironment: 'node',
      transform: { ...common.transform, '^.+\\.cjs$': swc },
      transformIgnorePatterns: [`/node_modules/(?!(${serverEsm})/)`],
      // Start a throwaway PostgreSQL 15 only when TEST_DB=postgres (or TEST_POSTGRES=1); free on PGlite runs.
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
      testPathIgnorePatterns: [
        ...common.testPathIgnorePatterns,
        ...(onPostgres ? [] : ['\\.pg\\.test\\.ts$']),
        ...pgSkips,
      ],
    },
  ],
};
