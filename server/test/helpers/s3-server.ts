// A local S3-compatible server (s3rver) that a test starts and stops itself: the S3 file store is tested
// against a real S3 API over HTTP, never a mock of our own code.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { S3Settings } from '../../src/modules/storage/s3-file-store';

// The SDK's notice that its releases from 2027 need Node 22 says nothing about this test.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

export interface LocalS3 {
  settings: S3Settings;
  /** The same settings as environment variables (for an API process or the files command). */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'dolbom-files'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'dolbom-s3rver-'));
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', path.join(__dirname, 's3rver-main.cjs'), directory, bucket],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString();
      const line = /\{"port":(\d+)\}/.exec(output);
      if (line) resolve(Number(line[1]));
    });
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}):\n${output}`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = {
    bucket,
    region: 'us-east-1',
    endpoint,
    prefix: 'test/',
    forcePathStyle: true,
    // s3rver's fixed pair (it checks signatures).
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  return {
    settings,
    env: {
      FILE_STORE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_PREFIX: 'test/',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
