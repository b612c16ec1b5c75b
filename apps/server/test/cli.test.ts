import SQLite from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areas } from '../src/areas.js';
import { migrationsOf } from '../src/db/migrations/index.js';
import { createTestApp, demoAdmin, signIn, tempDirs } from './helper.js';

/**
 * The command line run from its source with tsx, as `npx tsx apps/server/src/cli.ts <command>` does,
 * on a SQLite file of its own whatever engine the rest of the suite uses. `npx` itself costs one to
 * three seconds a run, so it is used for `--help` only; the rest load tsx straight into node.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const cliPath = path.join('apps', 'server', 'src', 'cli.ts');
const newDir = tempDirs('cms-cli-');

function tempDir() {
  const dir = newDir();
  return { dir, databaseUrl: `sqlite:${path.join(dir, 'cms.sqlite')}`, file: path.join(dir, 'cms.sqlite') };
}

interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

function cli(
  args: string[],
  { dir, databaseUrl }: { dir: string; databaseUrl: string },
  extraEnv = {},
  viaNpx = false,
) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['JWT_SECRET', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'REDIS_URL', 'LOG_LEVEL', 'TEST_DATABASE_URL'])
    delete env[name];
  Object.assign(env, { NODE_ENV: 'development', DATABASE_URL: databaseUrl, DATA_DIR: dir, ...extraEnv });
  return new Promise<Result>((resolve, reject) => {
    const [command, ...prefix] = viaNpx ? ['npx', 'tsx'] : [process.execPath, '--import', 'tsx'];
    const child = spawn(command!, [...prefix, cliPath, ...args], { cwd: repoRoot, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr: stderr.replace(/^npm warn .*\n/gm, '') }));
  });
}

describe('the command line', () => {
  it('explains itself and refuses bad arguments with exit code 2', async () => {
    const where = tempDir();
    const [
      help,
      short,
      bare,
      unknownOption,
      missingValue,
      unknownCommand,
      badEmail,
      shortPassword,
      badHost,
      badConfig,
    ] = await Promise.all([
      cli(['--help'], where, {}, true),
      cli(['-h'], where),
      cli([], where),
      cli(['migrate', '--force'], where),
      cli(['create-admin', '--email'], where),
      cli(['frobnicate'], where),
      cli(['create-admin', '--email', 'not-an-email', '--password', 'long-enough'], where),
      cli(['reset-password', '--email', 'a@b.example', '--password', '123'], where),
      cli(
        ['create-admin', '--email', 'a@b.example', '--password', 'long-enough', '--admin-url', 'javascript:x'],
        where,
      ),
      cli(['migrate'], where, { DATABASE_URL: 'mysql://localhost/cms' }),
    ]);

    for (const result of [help, short, bare]) {
      expect(result.code).toBe(0);
      for (const command of ['migrate', 'seed', 'create-admin', 'reset-password', 'backup']) {
        expect(result.stdout).toContain(command);
      }
      expect(result.stdout).toContain('Usage: npm run cms -- <command> [options]');
    }
    expect(unknownOption).toMatchObject({ code: 2 });
    expect(unknownOption.stderr).toContain("Unknown option '--force'");
    expect(unknownOption.stderr).toContain('--help');
    expect(unknownOption.stderr).not.toMatch(/\n\s+at /);
    expect(missingValue.code).toBe(2);
    expect(missingValue.stderr).toContain("Option '--email <value>' argument missing");
    expect(missingValue.stderr).not.toMatch(/\n\s+at /);
    expect(unknownCommand.code).toBe(2);
    expect(unknownCommand.stderr).toContain('Unknown command "frobnicate"');
    expect(badEmail).toMatchObject({ code: 2, stderr: '--email must be an email address\n' });
    expect(shortPassword).toMatchObject({ code: 2, stderr: '--password must be at least 6 characters\n' });
    expect(badHost.code).toBe(2);
    expect(badHost.stderr).toBe('--admin-url: Admin URL must be a host name such as admin.school.example\n');
    expect(badConfig.code).toBe(2);
    expect(badConfig.stderr).toContain('DATABASE_URL must start with sqlite: or postgres://');
    // None of the refused commands created a database.
    expect(existsSync(where.file)).toBe(false);
  });

  it('migrates, seeds once, creates an admin, resets a password and backs up', async () => {
    const where = tempDir();

    const migrate = await cli(['migrate'], where);
    expect(migrate.code).toBe(0);
    expect(migrate.stdout).toBe(`Applied: ${Object.keys(migrationsOf(areas)).join(', ')}\n`);
    const again = await cli(['migrate'], where);
    expect(again).toMatchObject({ code: 0, stdout: 'The database is up to date.\n' });

    const seed = await cli(['seed'], where);
    expect(seed).toMatchObject({ code: 0, stdout: 'Seeded the demo school.\n' });
    const seedAgain = await cli(['seed'], where);
    expect(seedAgain).toMatchObject({ code: 0, stdout: 'The database already has websites; nothing was seeded.\n' });

    const head = { username: 'head@school.example', password: 'head-teacher-1' };
    const created = await cli(['create-admin', '--email', 'Head@School.example', '--password', head.password], where);
    expect(created).toMatchObject({
      code: 0,
      stdout: 'Created head@school.example (SUPER_ADMIN, ADMIN) on admin.riverside.example.\n',
    });
    expect(created.stdout + created.stderr).not.toContain(head.password);
    const duplicate = await cli(['create-admin', '--email', head.username, '--password', 'other-pass'], where);
    expect(duplicate).toMatchObject({
      code: 2,
      stderr: 'A user head@school.example already exists; use reset-password\n',
    });
    const onNewSite = await cli(
      [
        'create-admin',
        '--email',
        'district@office.example',
        '--password',
        'district-pass',
        '--admin-url',
        'Admin.District.Example',
      ],
      where,
    );
    expect(onNewSite).toMatchObject({
      code: 0,
      stdout: 'Created district@office.example (SUPER_ADMIN, ADMIN) on admin.district.example.\n',
    });

    // The app on that database: the new admin signs in; its session ends with a password reset.
    const app = await createTestApp({ store: { databaseUrl: where.databaseUrl, dataDir: where.dir } });
    let oldToken: string;
    try {
      const signin = await app.app.inject({
        method: 'POST',
        url: '/ams/cms/auth/signin',
        payload: { ...head, assetOwnerId: 0 },
      });
      expect(signin.statusCode).toBe(200);
      expect(signin.json()).toMatchObject({ username: head.username, roles: ['SUPER_ADMIN', 'ADMIN'], websiteId: 1 });
      oldToken = signin.json().token;
      const district = await app.app.inject({
        method: 'POST',
        url: '/ams/cms/auth/signin',
        payload: { username: 'district@office.example', password: 'district-pass', assetOwnerId: 0 },
      });
      expect(district.statusCode).toBe(200);
      const site = await app.app.inject({
        method: 'GET',
        url: '/wms/public/wlc/websites/find?adminUrl=admin.district.example',
      });
      expect(site.json()).toMatchObject({ id: district.json().websiteId, name: 'School website' });
      // The demo admin from `seed` is there too: signIn fails the test unless it answers 200.
      await signIn(app.app, demoAdmin);
    } finally {
      await app.close();
    }

    const reset = await cli(['reset-password', '--email', head.username, '--password', 'brand-new-pass'], where);
    expect(reset).toMatchObject({
      code: 0,
      stdout: 'Password of head@school.example changed; its sessions have ended.\n',
    });
    const unknown = await cli(['reset-password', '--email', 'nobody@school.example', '--password', 'whatever'], where);
    expect(unknown).toMatchObject({ code: 2, stderr: 'No user nobody@school.example\n' });

    const after = await createTestApp({ store: { databaseUrl: where.databaseUrl, dataDir: where.dir } });
    try {
      const signinAs = (password: string) =>
        after.app.inject({
          method: 'POST',
          url: '/ams/cms/auth/signin',
          payload: { username: head.username, password, assetOwnerId: 0 },
        });
      expect((await signinAs(head.password)).statusCode).toBe(401);
      expect((await signinAs('brand-new-pass')).statusCode).toBe(200);
      const verify = await after.app.inject({
        method: 'GET',
        url: '/auth/verify',
        headers: { authorization: `Bearer ${oldToken}` },
      });
      expect(verify.statusCode).toBe(401);
    } finally {
      await after.close();
    }

    const out = path.join(where.dir, 'copies', 'backup.sqlite');
    const backup = await cli(['backup', '--out', out], where);
    expect(backup).toMatchObject({ code: 0, stdout: `Backup written to ${out}\n` });
    const copy = new SQLite(out, { readonly: true, fileMustExist: true });
    try {
      const websites = copy.prepare('select name, admin_url from websites order by id').all();
      expect(websites).toEqual([
        { name: 'Riverside High School', admin_url: 'admin.riverside.example' },
        { name: 'Northfield Elementary', admin_url: 'admin.northfield.example' },
        { name: 'School website', admin_url: 'admin.district.example' },
      ]);
      const users = copy.prepare('select count(*) as n from users').get() as { n: number };
      expect(users.n).toBe(7);
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      copy.close();
    }
    const overwrite = await cli(['backup', '--out', out], where);
    expect(overwrite).toMatchObject({ code: 2, stderr: `${out} already exists\n` });

    const byDefault = await cli(['backup'], where);
    expect(byDefault.code).toBe(0);
    expect(byDefault.stdout).toMatch(
      new RegExp(`^Backup written to ${path.join(where.dir, 'backups')}/cms-[\\dT-]+Z\\.sqlite\\n$`),
    );
  });

  it('lists the stored files no row uses, and removes them with files clean', async () => {
    const where = tempDir();
    expect(await cli(['seed'], where)).toMatchObject({ code: 0 });
    const uploads = path.join(where.dir, 'uploads');
    // Every file of the demo school an hour and more old: each is used by a row, so none is listed.
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const seeded = readdirSync(uploads, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(seeded.length).toBeGreaterThan(0);
    for (const entry of seeded) utimesSync(path.join(entry.parentPath, entry.name), old, old);
    // Left by crashes: an upload without its row, and a write cut short; and an upload still in flight.
    const orphan = 'content/6f1c1a52-8b8e-4a4e-9f1e-2a7d3c9b1e01.png';
    const leftover = 'media/1/0c5e2f9a-1d7b-4c2e-8a3f-5b6d7e8f9a0b.jpg.3d2c1b0a-9f8e-4d7c-b6a5-4f3e2d1c0b9a.partial';
    const young = 'content/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d.png';
    for (const [key, bytes] of [
      [orphan, 'orphan'],
      [leftover, 'half'],
      [young, 'in flight'],
    ] as const) {
      mkdirSync(path.dirname(path.join(uploads, key)), { recursive: true });
      writeFileSync(path.join(uploads, key), bytes);
      if (key !== young) utimesSync(path.join(uploads, key), old, old);
    }

    const check = await cli(['files', 'check'], where);
    expect(check.code, check.stderr).toBe(0);
    expect(check.stdout).toContain('2 stored files no row uses, older than an hour (10 bytes):');
    expect(check.stdout).toContain(`  ${orphan}  6 bytes`);
    expect(check.stdout).toContain(`  ${leftover}  4 bytes`);
    expect(check.stdout).not.toContain(young);
    expect(existsSync(path.join(uploads, orphan))).toBe(true);

    const clean = await cli(['files', 'clean'], where);
    expect(clean.code, clean.stderr).toBe(0);
    expect(clean.stdout).toContain('Removed 2 stored files no row uses (10 bytes):');
    expect(existsSync(path.join(uploads, orphan))).toBe(false);
    expect(existsSync(path.join(uploads, leftover))).toBe(false);
    expect(existsSync(path.join(uploads, young))).toBe(true);
    for (const entry of seeded) expect(existsSync(path.join(entry.parentPath, entry.name))).toBe(true);
    expect(await cli(['files', 'check'], where)).toMatchObject({
      code: 0,
      stdout: 'No stored file is without a row.\n',
    });

    const bare = await cli(['files'], where);
    expect(bare).toMatchObject({ code: 2, stderr: 'files needs check or clean: npm run cms -- files check\n' });
  });
});
