import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { adminHost } from '@cms/contract';

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string;
  dataDir: string;
  jwtSecret: string;
  redisUrl: string | null;
  /** `smtp://user:pass@host:587` or `smtps://...`; without it mail goes to the outbox folder. */
  smtpUrl: string | null;
  mailFrom: string;
  defaultAdminHost: string;
  publicSiteUrl: string | null;
  /**
   * Where mailed links (password reset) send people: the console's address. Null: the website's
   * own admin URL, `https://<adminUrl>`. Never taken from a request's Host header.
   */
  consoleUrl: string | null;
  logLevel: string;
  /**
   * Seconds a client has to send a whole request, headers and body (a 10 MB upload at 1 Mbit/s
   * takes about 85). Headers must arrive within 20 s and no pause may last 30 s, each capped at this.
   */
  requestTimeoutSeconds: number;
  adminEmail: string | null;
  adminPassword: string | null;
  /** Where the built console lives; served when present. */
  webDist: string | null;
  /** Where uploads are kept: DATA_DIR/uploads, or an S3-compatible bucket (S3_BUCKET, README: Storage). */
  storage: { kind: 'local' } | ({ kind: 's3' } & S3Settings);
}

/** An S3-compatible bucket and how to reach it. */
export interface S3Settings {
  bucket: string;
  /** `http(s)://host:port` of an S3-compatible server; null for AWS itself. */
  endpoint: string | null;
  region: string;
  /** Keys go under this prefix (`cms/`), so one bucket can serve several uses. */
  prefix: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** `host/bucket` rather than `bucket.host`: what most S3-compatible servers want. */
  forcePathStyle: boolean;
  /** Milliseconds to open a connection to the store (S3_CONNECT_TIMEOUT_MS, 5 s). */
  connectTimeoutMs: number;
  /**
   * Milliseconds a call to the store may take in all (S3_TIMEOUT_MS, 30 s): a file read until its
   * first bytes, and no silence longer than this while its bytes flow. Past either, the call fails
   * and the request answers 503.
   */
  timeoutMs: number;
}

export class ConfigError extends Error {}

const NODE_ENVS = ['development', 'production', 'test'];
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads the environment into a typed config; every bad value names its variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An unknown value is refused rather than read as development, which seeds a demo admin with a known password.
  if (env.NODE_ENV && !NODE_ENVS.includes(env.NODE_ENV)) {
    throw new ConfigError(`NODE_ENV must be one of ${NODE_ENVS.join(', ')} (got "${env.NODE_ENV}")`);
  }
  const nodeEnv = (env.NODE_ENV || 'development') as Config['env'];
  const port = parseInteger(env.PORT, 3000, 'PORT', 0, 65535);
  const requestTimeoutSeconds = parseInteger(env.REQUEST_TIMEOUT, 120, 'REQUEST_TIMEOUT', 1, 3600);
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const databaseUrl = env.DATABASE_URL || `sqlite:${path.join(dataDir, 'cms.sqlite')}`;
  if (!/^sqlite:/.test(databaseUrl) && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(
      `DATABASE_URL must start with sqlite: or postgres:// (got "${databaseUrl.split(':')[0]}:...")`,
    );
  }
  if (databaseUrl === 'sqlite:') {
    throw new ConfigError('DATABASE_URL must name a file after sqlite:, such as sqlite:./data/cms.sqlite');
  }
  const logLevel = env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info');
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }
  const publicSiteUrl = env.PUBLIC_SITE_URL || null;
  if (publicSiteUrl && !/^https?:\/\/\S+$/.test(publicSiteUrl)) {
    throw new ConfigError('PUBLIC_SITE_URL must be an http(s):// URL');
  }
  const consoleUrl = env.CONSOLE_URL
    ? parseConsoleUrl(env.CONSOLE_URL)
    : nodeEnv === 'development'
      ? `http://localhost:${port}`
      : null;
  if (env.SMTP_URL && !/^smtps?:\/\/[^\s]+$/.test(env.SMTP_URL)) {
    throw new ConfigError('SMTP_URL must look like smtp://user:password@host:587 or smtps://...');
  }
  if (env.REDIS_URL && !/^rediss?:\/\//.test(env.REDIS_URL)) {
    throw new ConfigError('REDIS_URL must start with redis:// or rediss://');
  }
  const adminEmail = env.ADMIN_EMAIL || null;
  const adminPassword = env.ADMIN_PASSWORD || null;
  if (nodeEnv === 'production' && (!adminEmail || !adminPassword)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD are required when NODE_ENV=production');
  }
  if (adminEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) {
    throw new ConfigError('ADMIN_EMAIL must be an email address');
  }
  if (adminPassword && adminPassword.length < 6) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 6 characters');
  }
  if (env.JWT_SECRET && env.JWT_SECRET.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters');
  }
  const defaultAdminHost = adminHost.safeParse(env.DEFAULT_ADMIN_HOST || 'admin.riverside.example');
  if (!defaultAdminHost.success) {
    throw new ConfigError('DEFAULT_ADMIN_HOST must be a host name such as admin.school.example');
  }
  const webDist = env.WEB_DIST ? path.resolve(env.WEB_DIST) : null;
  const storage = parseStorage(env);
  return {
    env: nodeEnv,
    port,
    host: env.HOST || '127.0.0.1',
    databaseUrl,
    dataDir,
    jwtSecret: env.JWT_SECRET || readOrCreateSecret(dataDir),
    redisUrl: env.REDIS_URL || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'School CMS <no-reply@school-cms.invalid>',
    defaultAdminHost: defaultAdminHost.data,
    publicSiteUrl,
    consoleUrl,
    logLevel,
    requestTimeoutSeconds,
    adminEmail,
    adminPassword,
    webDist,
    storage,
  };
}

/** STORAGE=local (the default) or s3; S3_BUCKET alone also chooses s3. */
function parseStorage(env: NodeJS.ProcessEnv): Config['storage'] {
  const kind = env.STORAGE || (env.S3_BUCKET ? 's3' : 'local');
  if (kind === 'local') return { kind };
  if (kind !== 's3') throw new ConfigError(`STORAGE must be local or s3 (got "${kind}")`);
  const bucket = env.S3_BUCKET ?? '';
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError('S3_BUCKET must name a bucket (3 to 63 lowercase letters, digits, dots and hyphens)');
  }
  const endpoint = env.S3_ENDPOINT || null;
  if (endpoint && !URL.canParse(endpoint)) {
    throw new ConfigError('S3_ENDPOINT must be a URL such as http://127.0.0.1:9000');
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  const prefix = env.S3_PREFIX ?? '';
  if (prefix && !/^[\w.-]+(\/[\w.-]+)*\/$/.test(prefix)) {
    throw new ConfigError('S3_PREFIX must end with / (such as cms/)');
  }
  const pathStyle = env.S3_FORCE_PATH_STYLE;
  if (pathStyle && pathStyle !== 'true' && pathStyle !== 'false') {
    throw new ConfigError('S3_FORCE_PATH_STYLE must be true or false');
  }
  const connectTimeoutMs = parseInteger(env.S3_CONNECT_TIMEOUT_MS, 5000, 'S3_CONNECT_TIMEOUT_MS', 1, 600_000);
  const timeoutMs = parseInteger(env.S3_TIMEOUT_MS, 30_000, 'S3_TIMEOUT_MS', 1, 600_000);
  return {
    kind,
    bucket,
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    prefix,
    accessKeyId: env.S3_ACCESS_KEY_ID || null,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || null,
    forcePathStyle: pathStyle ? pathStyle === 'true' : endpoint !== null,
    connectTimeoutMs,
    timeoutMs,
  };
}

function parseConsoleUrl(raw: string) {
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash) {
    throw new ConfigError('CONSOLE_URL must be an http(s):// address such as https://admin.school.example');
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function parseInteger(raw: string | undefined, fallback: number, name: string, min: number, max: number) {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

/** The signing secret is generated once and kept in the data folder, so restarts keep sessions. */
function readOrCreateSecret(dataDir: string) {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'unknown error';
    throw new ConfigError(`DATA_DIR must be a folder this process can write to (${dataDir}: ${code})`);
  }
}
