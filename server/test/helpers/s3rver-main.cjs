// A local S3-compatible server (s3rver) in its own process, for tests: `node --openssl-legacy-provider
// s3rver-main.cjs <directory> <bucket>` prints `{"port":N}` once it listens and stops on SIGTERM.
// Its own process because s3rver encrypts ListObjectsV2 continuation tokens with DES, which OpenSSL 3
// offers only with the legacy provider (a flag of the whole Node process).
'use strict';
const S3rver = require('s3rver');

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
server.run().then(
  ({ port }) => process.stdout.write(`${JSON.stringify({ port })}\n`),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
process.on('SIGTERM', () => {
  server.close().finally(() => process.exit(0));
});
