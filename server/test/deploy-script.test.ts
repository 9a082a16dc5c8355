import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// scripts/deploy-remote.ts (docs/adr/0015): the versioned layout the server serves, and its remotes.json switch.
const ROOT = path.resolve(__dirname, '../..');
let dir: string;

const manifest = (sessionRange: string) =>
  JSON.stringify({
    name: 'caregiver',
    shared: [
      { name: 'react', requiredVersion: '^19.3.0', singleton: true },
      { name: '@dolbom/shared-api/session', requiredVersion: sessionRange, singleton: true },
      { name: '@dolbom/shared-ui', requiredVersion: '^1.2.0', singleton: false },
    ],
  });

function build(name: string, entry: string, sessionRange = '^1.0.0') {
  const d = path.join(dir, name);
  fs.mkdirSync(d, { recursive: true });
  fs.writeFileSync(path.join(d, 'mf-manifest.json'), manifest(sessionRange));
  fs.writeFileSync(path.join(d, 'remoteEntry.js'), entry);
  fs.writeFileSync(path.join(d, 'remoteEntry.js.map'), '{}');
  return d;
}

function run(...args: string[]) {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/deploy-remote.ts', ...args, '--dir', path.join(dir, 'deploy')],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return { code: r.status, out: r.stdout, err: r.stderr };
}
const remotes = () => JSON.parse(fs.readFileSync(path.join(dir, 'deploy/remotes.json'), 'utf8'));

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dolbom-deploy-script-'));
  fs.writeFileSync(
    path.join(dir, 'shell.json'),
    JSON.stringify({
      react: { version: '19.3.1', singleton: true },
      '@dolbom/shared-api/session': { version: '1.0.0', singleton: true },
      '@dolbom/shared-ui': { version: '1.0.0', singleton: false },
    }),
  );
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const shell = () => ['--shell', path.join(dir, 'shell.json')];

it('deploys into an immutable version folder, switches remotes.json, and rolls back without a rebuild', () => {
  const v1 = build('v1', 'var v1;');
  const v2 = build('v2', 'var v2;');
  expect(run('deploy', 'caregiver', '--from', v1, '--version', '1.0.0', ...shell()).code).toBe(0);
  expect(run('deploy', 'caregiver', '--from', v2, '--version', '1.1.0', ...shell()).code).toBe(0);
  expect(fs.readFileSync(path.join(dir, 'deploy/apps/caregiver/1.0.0/remoteEntry.js'), 'utf8')).toBe(
    'var v1;',
  );
  // Source maps stay on the build machine.
  expect(fs.existsSync(path.join(dir, 'deploy/apps/caregiver/1.0.0/remoteEntry.js.map'))).toBe(false);
  expect(remotes()).toEqual({ caregiver: '/apps/caregiver/1.1.0/mf-manifest.json' });

  const back = run('rollback', 'caregiver');
  expect(back.code).toBe(0);
  expect(back.out).toContain('1.0.0');
  expect(remotes()).toEqual({ caregiver: '/apps/caregiver/1.0.0/mf-manifest.json' });
});

it('never overwrites a deployed version with other files', () => {
  const other = build('other', 'var changed;');
  const r = run('deploy', 'caregiver', '--from', other, '--version', '1.0.0', ...shell());
  expect(r.code).toBe(1);
  expect(r.err).toContain('immutable');
  expect(fs.readFileSync(path.join(dir, 'deploy/apps/caregiver/1.0.0/remoteEntry.js'), 'utf8')).toBe(
    'var v1;',
  );
});

it('refuses a remote the shell cannot run (check:compat first) and leaves remotes.json alone', () => {
  const before = remotes();
  const next = build('next-major', 'var v3;', '^2.0.0');
  const r = run('deploy', 'caregiver', '--from', next, '--version', '3.0.0', ...shell());
  expect(r.code).toBe(1);
  expect(r.err).toContain('@dolbom/shared-api/session');
  expect(r.err).toContain('^2.0.0');
  expect(fs.existsSync(path.join(dir, 'deploy/apps/caregiver/3.0.0'))).toBe(false);
  expect(remotes()).toEqual(before);
});

it('points a role at another origin with --base (a CDN serving the same layout)', () => {
  const v4 = build('v4', 'var v4;');
  run(
    'deploy',
    'caregiver',
    '--from',
    v4,
    '--version',
    '1.2.0',
    '--base',
    'https://cdn.example/apps',
    ...shell(),
  );
  expect(remotes().caregiver).toBe('https://cdn.example/apps/caregiver/1.2.0/mf-manifest.json');
});
