import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectsCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// s3rver (npm, dev only): an S3-compatible server in this process, on 127.0.0.1.
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';

/** s3rver's fixed credentials. */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * An S3-compatible server of the test file's own on 127.0.0.1, and a bucket of its own created
 * before the tests and dropped (emptied first) after them. `env` is what a server process is
 * configured with to use it (README: Storage).
 */
export function s3Bucket() {
  const bucket = `cms-test-${randomBytes(4).toString('hex')}`;
  const store = { env: {} as Record<string, string>, client: null as unknown as S3Client };
  const directory = mkdtempSync(path.join(tmpdir(), 'cms-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  beforeAll(async () => {
    const { port } = await server.run();
    const endpoint = `http://127.0.0.1:${port}`;
    store.client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
    await store.client.send(new CreateBucketCommand({ Bucket: bucket }));
    store.env = {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_PREFIX: 'cms/',
    };
  });
  afterAll(async () => {
    const listed = await store.client.send(new ListObjectsV2Command({ Bucket: bucket }));
    const keys = (listed.Contents ?? []).map(({ Key }) => ({ Key }));
    if (keys.length) await store.client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys } }));
    await store.client.send(new DeleteBucketCommand({ Bucket: bucket }));
    store.client.destroy();
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });
  return store;
}
