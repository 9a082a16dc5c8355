// An existing deployment's files as an earlier version left them (photos in DATA_DIR/uploads, certificate
// photos in DATA_DIR/private/certificates), and `npm run files` run as an operator runs it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readAll, type FileStore } from '../../src/modules/storage/file-store';
import { createLocalFileStore } from '../../src/modules/storage/local-file-store';

const REPO_ROOT = path.resolve(__dirname, '../../..');
const hex = () => randomBytes(16).toString('hex');

/** A deployment's data directory as an earlier version left it: photos in uploads/, certificates in private/. */
export function oldDeployment() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dolbom-old-'));
  const files = new Map<string, Buffer>();
  const write = (rel: string, bytes: Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dataDir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dataDir, rel), bytes);
  };
  for (let i = 0; i < 5; i++) {
    const name = `${hex()}.${i % 2 ? 'png' : 'jpg'}`;
    const bytes = randomBytes(1000 + i * 3000);
    write(`uploads/${name}`, bytes);
    files.set(`public/${name}`, bytes);
  }
  for (let i = 0; i < 3; i++) {
    const name = `${hex()}.png`;
    const bytes = randomBytes(20_000 + i);
    write(`private/certificates/${name}`, bytes);
    files.set(`certificates/${name}`, bytes);
  }
  // Not files of the store: left where they are, never copied.
  write('uploads/.DS_Store', Buffer.from('x'));
  write(`private/certificates/${hex()}.png.1a2b3c.tmp`, Buffer.from('half a file'));
  const local = createLocalFileStore({
    publicDir: path.join(dataDir, 'uploads'),
    privateDir: path.join(dataDir, 'private'),
  });
  return { dataDir, files, local, close: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

export async function contents(store: FileStore): Promise<Map<string, Buffer>> {
  const found = new Map<string, Buffer>();
  for await (const key of store.keys()) {
    const file = await store.get(key);
    if (file) found.set(key, await readAll(file.stream));
  }
  return found;
}

/** Runs `npm run files -- …` as an operator would (the same script, through tsx). */
export function filesCommand(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/src/modules/storage/files-cli.ts', ...args],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, LOG_LEVEL: 'warn', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}
