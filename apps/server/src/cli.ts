import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { adminHost, websitesMessages } from '@cms/contract';
import { areas } from './areas.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { prepareDatabase } from './db/prepare.js';
import { usernameTaken } from './areas/users/users-repository.js';
import { findWebsiteByAdminUrl, insertWebsite } from './areas/websites/websites-repository.js';
import { hashPassword, setPasswordHash } from './platform/passwords.js';
import { SessionStore } from './platform/sessions.js';
import { openStorage } from './platform/storage.js';
import { sweepOrphanFiles } from './platform/file-sweep.js';
import { uploadsTempDir } from './platform/uploads.js';
import { buildApp } from './app.js';
import { addUser, isEmpty, seedDemo } from './seed/demo.js';
import { ensureRoles } from './seed/roles.js';

const HELP = `School CMS command line

Usage: npm run cms -- <command> [options]

Commands:
  migrate                       bring the database schema up to date
  seed                          seed the demo school into an empty database
  create-admin --email E --password P [--admin-url HOST]
                                create a SUPER_ADMIN and ADMIN user on the website of HOST
                                (default DEFAULT_ADMIN_HOST; the website is created if missing)
  reset-password --email E --password P
                                set a user's password and end all of its sessions
  backup [--out FILE]           write a consistent copy of the SQLite database
                                (default data/backups/cms-<time>.sqlite)
  files check                   list the stored files no row uses, older than an hour
                                (left by a crash during an upload): count, bytes and paths
  files clean                   remove them (a running server does so at start and daily)

The database is the one DATABASE_URL names (default sqlite:./data/cms.sqlite).`;

type Options = { email?: string; password?: string; 'admin-url'?: string; out?: string };
const COMMANDS = ['migrate', 'seed', 'create-admin', 'reset-password', 'backup', 'files'];
const FILES_ACTIONS = ['check', 'clean'];

async function run(command: string | undefined, options: Options, action?: string) {
  if (!command || command === 'help') {
    console.log(HELP);
    return 0;
  }
  if (!COMMANDS.includes(command)) {
    console.error(`Unknown command "${command}".\n\n${HELP}`);
    return 2;
  }
  const config = loadConfig();
  // Arguments are checked before the database is opened, so a mistyped command changes nothing.
  const credentials = command === 'create-admin' || command === 'reset-password' ? requireCredentials(options) : null;
  const host = command === 'create-admin' ? requireHost(options['admin-url'] ?? config.defaultAdminHost) : null;
  if (command === 'files' && !FILES_ACTIONS.includes(action ?? '')) {
    throw new UsageError('files needs check or clean: npm run cms -- files check');
  }
  const database = openDatabase(config.databaseUrl);
  try {
    switch (command) {
      case 'migrate': {
        const applied = await migrateToLatest(database, areas);
        await ensureRoles(database.db);
        console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
        return 0;
      }
      case 'seed': {
        await migrateToLatest(database, areas);
        await ensureRoles(database.db);
        if (!(await isEmpty(database.db))) {
          console.log('The database already has websites; nothing was seeded.');
          return 0;
        }
        await seedDemo(database.db, await openStorage(config), config.publicSiteUrl);
        console.log('Seeded the demo school.');
        return 0;
      }
      case 'create-admin':
        return await createAdmin(database, config, credentials!, host!);
      case 'reset-password':
        return await resetPassword(database, credentials!);
      case 'files':
        return await files(database, config, action === 'clean');
      default:
        return await backup(database, options, config.dataDir);
    }
  } finally {
    await database.close();
  }
}

type Credentials = { email: string; password: string };

function requireCredentials(options: Options): Credentials {
  if (!options.email || !/^\S+@\S+\.\S+$/.test(options.email)) throw new UsageError('--email must be an email address');
  if (!options.password || options.password.length < 6)
    throw new UsageError('--password must be at least 6 characters');
  return { email: options.email.toLowerCase(), password: options.password };
}

function requireHost(value: string) {
  const parsed = adminHost.safeParse(value);
  if (!parsed.success) throw new UsageError(`--admin-url: ${websitesMessages.adminUrlInvalid}`);
  return parsed.data;
}

async function createAdmin(database: DatabaseHandle, config: Config, { email, password }: Credentials, host: string) {
  await prepareDatabase(database, areas);
  if (await usernameTaken(database.db, email))
    throw new UsageError(`A user ${email} already exists; use reset-password`);
  await database.db.transaction().execute(async (trx) => {
    const websiteId =
      (await findWebsiteByAdminUrl(trx, host))?.id ??
      (await insertWebsite(trx, { name: 'School website', adminUrl: host, publicUrl: null }, null));
    await addUser(trx, websiteId, { username: email, password, firstName: 'Admin', lastName: 'User' }, [
      'SUPER_ADMIN',
      'ADMIN',
    ]);
  });
  console.log(`Created ${email} (SUPER_ADMIN, ADMIN) on ${host}.`);
  return 0;
}

async function resetPassword(database: DatabaseHandle, { email, password }: Credentials) {
  const user = await database.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', email)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!user) throw new UsageError(`No user ${email}`);
  const passwordHash = await hashPassword(password);
  await database.db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, user.id, passwordHash, user.id);
    await new SessionStore(trx).revokeUser(user.id);
  });
  console.log(`Password of ${email} changed; its sessions have ended.`);
  return 0;
}

async function backup(database: DatabaseHandle, options: Options, dataDir: string) {
  if (database.dialect === 'postgres') {
    console.log(
      'For PostgreSQL, use its own tool, which takes a consistent snapshot:\n  pg_dump --format=custom --file=cms.dump "$DATABASE_URL"\nRestore with pg_restore --dbname=<url> cms.dump.',
    );
    return 0;
  }
  const out = path.resolve(
    options.out ?? path.join(dataDir, 'backups', `cms-${new Date().toISOString().replace(/[:.]/g, '-')}.sqlite`),
  );
  if (existsSync(out)) throw new UsageError(`${out} already exists`);
  const { mkdirSync } = await import('node:fs');
  mkdirSync(path.dirname(out), { recursive: true });
  // VACUUM INTO writes a transactionally consistent copy while the server keeps running.
  await sql`vacuum into ${out}`.execute(database.db);
  console.log(`Backup written to ${out}`);
  return 0;
}

/**
 * The stored files no row uses (`platform/file-sweep.ts`): the app is built, not started, so that
 * every area declares the columns its rows keep files in; with `clean`, they are removed.
 */
async function files(database: DatabaseHandle, config: Config, clean: boolean) {
  await prepareDatabase(database, areas);
  const app = await buildApp(config, database, { sweepOrphanFiles: false, logStream: process.stderr });
  try {
    await app.ready();
    const { db, storage, fileUses } = app.deps;
    const report = await sweepOrphanFiles(db, storage, fileUses, {
      remove: clean,
      tempDir: uploadsTempDir(config.dataDir),
    });
    const bytes = `${report.bytes} bytes`;
    if (!report.count) {
      console.log('No stored file is without a row.');
      return 0;
    }
    const lines = report.orphans.map((entry) => `  ${entry.key}  ${entry.size} bytes  ${entry.modified.toISOString()}`);
    console.log(
      [
        clean
          ? `Removed ${report.removed} stored files no row uses (${bytes}):`
          : `${report.count} stored files no row uses, older than an hour (${bytes}):`,
        ...lines,
        ...(clean ? [] : ['Remove them with: npm run cms -- files clean']),
      ].join('\n'),
    );
    return 0;
  } finally {
    await app.close();
  }
}

class UsageError extends Error {}

/** Unknown options and options without their value are usage errors (exit 2), not crashes. */
function parseCommandLine() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        'admin-url': { type: 'string' },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\nRun with --help to see the commands and their options.`);
    process.exit(2);
  }
}

const { positionals, values } = parseCommandLine();

run(values.help ? 'help' : positionals[0], values, positionals[1])
  .then((code) => process.exit(code))
  .catch((error) => {
    if (error instanceof UsageError || error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    console.error(error);
    process.exit(1);
  });
