// The S3-compatible store (FILE_STORE=s3): AWS S3 or any store that speaks its API (MinIO, Ceph, R2, NCP
// Object Storage…), path-style when an endpoint is given. One private bucket holds public photos and
// private files alike: nothing is read from the bucket by a browser, the API serves every file
// (ADR 0029), so the bucket needs no public policy.
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { checkKey, CONTENT_TYPES, parseKey, type FileStore } from './file-store';

export interface S3Settings {
  bucket: string;
  /** e.g. `ap-northeast-2`; compatible stores usually accept any. */
  region: string;
  /** A compatible store's URL (`https://minio.internal:9000`); unset for AWS itself. */
  endpoint: string | undefined;
  /** Key prefix inside the bucket (`dolbom/`), for a bucket shared with other things. */
  prefix: string;
  /** Path-style URLs (`endpoint/bucket/key`), which most compatible stores need. */
  forcePathStyle: boolean;
  /** Static credentials; unset: the SDK's own chain (AWS_* variables, an instance or task role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Keys per list request (S3's default, 1,000, when unset; small in tests, to cross pages). */
  pageSize?: number;
}

const isNotFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** The SDK is loaded only when the S3 store is chosen (a local or PostgreSQL deployment never loads it). */
export async function createS3FileStore(settings: S3Settings): Promise<FileStore> {
  const s3 = await import('@aws-sdk/client-s3');
  const client: S3Client = new s3.S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Checksums only where the API requires them: several compatible stores refuse the newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that does not answer fails the request in seconds instead of holding it.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    maxAttempts: 3,
  });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => {
    checkKey(key);
    return settings.prefix + key;
  };

  return {
    kind: 's3',
    async put(key, data) {
      const { type } = checkKey(key);
      await client.send(
        new s3.PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: data,
          ContentType: CONTENT_TYPES[type],
        }),
      );
    },
    async get(key) {
      const { type } = checkKey(key);
      try {
        const res = await client.send(new s3.GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!res.Body) return null;
        return { stream: res.Body as Readable, size: res.ContentLength ?? 0, type };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async size(key) {
      try {
        const res = await client.send(new s3.HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return res.ContentLength ?? 0;
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      // S3 answers 204 for a missing key too.
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async *keys() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new s3.ListObjectsV2Command({
            Bucket,
            Prefix: settings.prefix,
            ContinuationToken,
            ...(settings.pageSize ? { MaxKeys: settings.pageSize } : {}),
          }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(settings.prefix.length);
          // Whatever else shares the bucket or prefix is not ours.
          if (key && parseKey(key)) yield key;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async close() {
      client.destroy();
    },
  };
}
