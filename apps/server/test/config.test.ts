import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { tempDirs } from './helper.js';

const tempDir = tempDirs('cms-config-');

/** A secret of the right length, so no test writes one into the working folder. */
const JWT_SECRET = 's'.repeat(32);

function errorOf(env: NodeJS.ProcessEnv) {
  try {
    loadConfig({ JWT_SECRET, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('uses the defaults the README gives', () => {
    const config = loadConfig({ JWT_SECRET });
    const dataDir = path.resolve('data');
    expect(config).toEqual({
      env: 'development',
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: `sqlite:${path.join(dataDir, 'cms.sqlite')}`,
      dataDir,
      jwtSecret: JWT_SECRET,
      redisUrl: null,
      smtpUrl: null,
      mailFrom: 'School CMS <no-reply@school-cms.invalid>',
      defaultAdminHost: 'admin.riverside.example',
      publicSiteUrl: null,
      // Mailed links point at this machine in development, at the website's admin URL otherwise.
      consoleUrl: 'http://localhost:3000',
      logLevel: 'info',
      requestTimeoutSeconds: 120,
      adminEmail: null,
      adminPassword: null,
      webDist: null,
      storage: { kind: 'local' },
    });
    // The database is the README's sqlite:./data/cms.sqlite, resolved.
    expect(config.databaseUrl).toBe(`sqlite:${path.resolve('./data/cms.sqlite')}`);
  });

  it('reads every variable', () => {
    const dataDir = tempDir();
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://cms@db.example:5432/cms',
      DATA_DIR: dataDir,
      JWT_SECRET: 'j'.repeat(40),
      REDIS_URL: 'redis://cache.example:6379',
      SMTP_URL: 'smtps://office:secret@mail.school.example:465',
      MAIL_FROM: 'Riverside Office <office@school.example>',
      DEFAULT_ADMIN_HOST: 'Admin.District.Example',
      PUBLIC_SITE_URL: 'https://www.school.example',
      CONSOLE_URL: 'https://Console.School.Example/',
      LOG_LEVEL: 'warn',
      REQUEST_TIMEOUT: '300',
      ADMIN_EMAIL: 'head@school.example',
      ADMIN_PASSWORD: 'first-admin-pass',
      WEB_DIST: 'web-build',
      S3_BUCKET: 'school-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-west-2',
      S3_PREFIX: 'cms/',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'false',
      S3_CONNECT_TIMEOUT_MS: '2000',
      S3_TIMEOUT_MS: '10000',
    });
    expect(config).toEqual({
      env: 'production',
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://cms@db.example:5432/cms',
      dataDir,
      jwtSecret: 'j'.repeat(40),
      redisUrl: 'redis://cache.example:6379',
      smtpUrl: 'smtps://office:secret@mail.school.example:465',
      mailFrom: 'Riverside Office <office@school.example>',
      defaultAdminHost: 'admin.district.example',
      publicSiteUrl: 'https://www.school.example',
      consoleUrl: 'https://console.school.example',
      logLevel: 'warn',
      requestTimeoutSeconds: 300,
      adminEmail: 'head@school.example',
      adminPassword: 'first-admin-pass',
      webDist: path.resolve('web-build'),
      storage: {
        kind: 's3',
        bucket: 'school-files',
        endpoint: 'http://127.0.0.1:9000',
        region: 'eu-west-2',
        prefix: 'cms/',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: false,
        connectTimeoutMs: 2000,
        timeoutMs: 10_000,
      },
    });
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it('keeps the logs quiet in tests unless LOG_LEVEL says otherwise', () => {
    expect(loadConfig({ JWT_SECRET, NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(loadConfig({ JWT_SECRET, NODE_ENV: 'test', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  });

  it('takes the address of mailed links from CONSOLE_URL or PORT, never from a request', () => {
    expect(loadConfig({ JWT_SECRET, PORT: '8080' }).consoleUrl).toBe('http://localhost:8080');
    expect(loadConfig({ JWT_SECRET, NODE_ENV: 'test' }).consoleUrl).toBeNull();
    expect(loadConfig({ JWT_SECRET, NODE_ENV: 'test', CONSOLE_URL: 'http://127.0.0.1:5173' }).consoleUrl).toBe(
      'http://127.0.0.1:5173',
    );
  });

  it('generates the signing secret once into DATA_DIR and keeps it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8')).toBe(first.jwtSecret);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
    const other = tempDir();
    expect(loadConfig({ DATA_DIR: other }).jwtSecret).not.toBe(first.jwtSecret);
    // A database in the data folder by default.
    expect(first.databaseUrl).toBe(`sqlite:${path.join(dataDir, 'cms.sqlite')}`);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535 (got "abc")'],
    [{ PORT: '-1' }, 'PORT must be a whole number from 0 to 65535 (got "-1")'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535 (got "70000")'],
    [{ PORT: '80.5' }, 'PORT must be a whole number from 0 to 65535 (got "80.5")'],
    [
      { DATABASE_URL: 'mysql://localhost/cms' },
      'DATABASE_URL must start with sqlite: or postgres:// (got "mysql:...")',
    ],
    [
      { DATABASE_URL: './data/cms.sqlite' },
      'DATABASE_URL must start with sqlite: or postgres:// (got "./data/cms.sqlite:...")',
    ],
    [{ DATABASE_URL: 'sqlite:' }, 'DATABASE_URL must name a file after sqlite:, such as sqlite:./data/cms.sqlite'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    [{ LOG_LEVEL: 'INFO' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    [{ REDIS_URL: 'http://cache.example' }, 'REDIS_URL must start with redis:// or rediss://'],
    [{ SMTP_URL: 'mail.school.example:25' }, 'SMTP_URL must look like smtp://user:password@host:587 or smtps://...'],
    [{ REDIS_URL: 'cache.example:6379' }, 'REDIS_URL must start with redis:// or rediss://'],
    [{ JWT_SECRET: 'too-short' }, 'JWT_SECRET must be at least 32 characters'],
    ...['admin.school.example', 'javascript:alert(1)', 'https://a.example/?next=x', 'https://u:p@a.example'].map(
      (CONSOLE_URL): [NodeJS.ProcessEnv, string] => [
        { CONSOLE_URL },
        'CONSOLE_URL must be an http(s):// address such as https://admin.school.example',
      ],
    ),
    [{ JWT_SECRET: 'x'.repeat(31) }, 'JWT_SECRET must be at least 32 characters'],
    [{ NODE_ENV: 'production' }, 'ADMIN_EMAIL and ADMIN_PASSWORD are required when NODE_ENV=production'],
    [
      { NODE_ENV: 'production', ADMIN_EMAIL: 'head@school.example' },
      'ADMIN_EMAIL and ADMIN_PASSWORD are required when NODE_ENV=production',
    ],
    [
      { NODE_ENV: 'production', ADMIN_PASSWORD: 'long-enough' },
      'ADMIN_EMAIL and ADMIN_PASSWORD are required when NODE_ENV=production',
    ],
    [{ ADMIN_EMAIL: 'head@school.example', ADMIN_PASSWORD: '12345' }, 'ADMIN_PASSWORD must be at least 6 characters'],
    [{ ADMIN_EMAIL: 'head', ADMIN_PASSWORD: 'long-enough' }, 'ADMIN_EMAIL must be an email address'],
    [{ NODE_ENV: 'prod' }, 'NODE_ENV must be one of development, production, test (got "prod")'],
    [{ NODE_ENV: 'Production' }, 'NODE_ENV must be one of development, production, test (got "Production")'],
    [{ PUBLIC_SITE_URL: 'javascript:alert(1)' }, 'PUBLIC_SITE_URL must be an http(s):// URL'],
    [
      { DEFAULT_ADMIN_HOST: 'https://admin.school.example' },
      'DEFAULT_ADMIN_HOST must be a host name such as admin.school.example',
    ],
    [{ STORAGE: 'ftp' }, 'STORAGE must be local or s3 (got "ftp")'],
    [{ STORAGE: 's3' }, 'S3_BUCKET must name a bucket (3 to 63 lowercase letters, digits, dots and hyphens)'],
    [{ S3_BUCKET: 'Bad_Bucket' }, 'S3_BUCKET must name a bucket (3 to 63 lowercase letters, digits, dots and hyphens)'],
    [{ S3_BUCKET: 'files', S3_ENDPOINT: 'not a url' }, 'S3_ENDPOINT must be a URL such as http://127.0.0.1:9000'],
    [{ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'],
    [{ S3_BUCKET: 'files', S3_PREFIX: 'cms' }, 'S3_PREFIX must end with / (such as cms/)'],
    [{ S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE must be true or false'],
    [{ S3_BUCKET: 'files', S3_TIMEOUT_MS: '0' }, 'S3_TIMEOUT_MS must be a whole number from 1 to 600000 (got "0")'],
    [
      { S3_BUCKET: 'files', S3_CONNECT_TIMEOUT_MS: '5s' },
      'S3_CONNECT_TIMEOUT_MS must be a whole number from 1 to 600000 (got "5s")',
    ],
  ])('refuses %j, naming the variable', (env, message) => {
    expect(errorOf(env)).toBe(message);
  });

  it('never repeats a credential from DATABASE_URL or REDIS_URL in its message', () => {
    expect(errorOf({ DATABASE_URL: 'mysql://cms:hunter2-secret@db.example/cms' })).not.toContain('hunter2');
    expect(errorOf({ REDIS_URL: 'http://user:hunter2-secret@cache.example' })).not.toContain('hunter2');
  });

  it('names DATA_DIR when the secret cannot be written there', () => {
    const dir = tempDir();
    const blocker = path.join(dir, 'a-file');
    writeFileSync(blocker, 'not a folder');
    const message = errorOf({ JWT_SECRET: undefined, DATA_DIR: blocker });
    expect(message).toMatch(/^DATA_DIR must be a folder this process can write to \(.*a-file: (ENOTDIR|EEXIST)\)$/);
  });
});
