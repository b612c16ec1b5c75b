import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { S3Settings } from '../config.js';
import {
  isServerKey,
  newKey,
  SCAN_PAGE,
  storageUnavailable,
  storedKey,
  UPLOADS_PREFIX,
  type Storage,
  type StoredEntry,
} from './storage.js';

const notFound = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error as { name?: string }).name === 'NoSuchKey' ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Files in an S3-compatible bucket, so that several server processes share one store (docs/design.md §7a).
 * A PUT is whole or nothing, so an interrupted upload leaves no part of a file behind.
 */
export function s3Storage(settings: S3Settings): Storage & { client: S3Client } {
  const config: S3ClientConfig = {
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible servers refuse the SDK's streamed ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that does not take the connection, or goes silent, fails the call (timeouts below).
    requestHandler: {
      connectionTimeout: settings.connectTimeoutMs,
      requestTimeout: settings.timeoutMs,
      throwOnRequestTimeout: true,
    },
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  };
  const client = new S3Client(config);
  client.middlewareStack.add(withinTimeout(settings.timeoutMs), { step: 'initialize', name: 'cmsStoreTimeout' });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => `${settings.prefix}${key}`;
  const putKey = (key: string, bytes: Buffer) =>
    client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: bytes, ContentLength: bytes.length }));
  return {
    client,
    async put(folder, ext, bytes) {
      const key = newKey(folder, ext);
      await putKey(key, bytes);
      return `${UPLOADS_PREFIX}${key}`;
    },
    async putFile(folder, ext, source) {
      const key = newKey(folder, ext);
      const { size } = await stat(source);
      // Streamed from the disk: the SDK sends the body as it reads it, its length told up front.
      const Body = createReadStream(source);
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body, ContentLength: size }));
      } finally {
        Body.destroy();
      }
      return `${UPLOADS_PREFIX}${key}`;
    },
    async write(url, bytes) {
      const key = storedKey(url);
      if (!key) throw new Error(`Not a stored file: ${url}`);
      await putKey(key, bytes);
    },
    async read(url) {
      const key = storedKey(url);
      if (!key) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!object.Body) return null;
        return { body: object.Body as Readable, size: Number(object.ContentLength ?? 0) };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async remove(url) {
      const key = storedKey(url);
      if (key) await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async probe() {
      // Any answer about a key that need not exist (404 included) shows the store takes calls.
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey('health-probe') }));
      } catch (error) {
        if (!notFound(error)) throw error;
      }
    },
    async *scan() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: settings.prefix, ContinuationToken, MaxKeys: SCAN_PAGE }),
        );
        const entries: StoredEntry[] = [];
        for (const object of page.Contents ?? []) {
          const key = (object.Key ?? '').slice(settings.prefix.length);
          if (!isServerKey(key)) continue;
          entries.push({ key, size: Number(object.Size ?? 0), modified: object.LastModified ?? new Date() });
        }
        if (entries.length) yield entries;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async discard(key) {
      if (isServerKey(key)) await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async list(folder) {
      const urls: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: objectKey(`${folder}/`), ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const url = `${UPLOADS_PREFIX}${(object.Key ?? '').slice(settings.prefix.length)}`;
          if (storedKey(url)) urls.push(url);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return urls;
    },
  };
}

/** Network failures: the store refused, dropped or never took the connection, or is not where it was. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** A call that failed because the store did not answer (or answered that it cannot), not because of the call. */
export function isUnreachable(error: unknown) {
  const failure = error as { code?: string; name?: string; $metadata?: { httpStatusCode?: number } } | null;
  if (!failure) return false;
  if (failure.code && UNREACHABLE.has(failure.code)) return true;
  if (failure.name === 'TimeoutError' || failure.name === 'AbortError') return true;
  const status = failure.$metadata?.httpStatusCode;
  return status !== undefined && status >= 500;
}

/**
 * Every call to the store, its retries included, answers within `timeoutMs` (a file read until its
 * first bytes; the handler's `requestTimeout` bounds each silence while they flow): past it, or when
 * the store cannot be reached, the call fails with the 503 'File storage is not reachable', so that a
 * stalled store never holds a request until the client gives up (docs/design.md §7a).
 */
function withinTimeout(timeoutMs: number) {
  return <Args, Output>(next: (args: Args) => Promise<Output>) =>
    async (args: Args): Promise<Output> => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(Object.assign(new Error('store call timed out'), { name: 'TimeoutError' })),
          timeoutMs,
        );
      });
      try {
        return await Promise.race([next(args), late]);
      } catch (error) {
        if (isUnreachable(error)) throw storageUnavailable(error);
        throw error;
      } finally {
        clearTimeout(timer);
      }
    };
}
