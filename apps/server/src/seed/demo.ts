import type { RoleName } from '@cms/contract';
import type { Db, Executor } from '../db/database.js';
import { hashPassword } from '../platform/passwords.js';
import { assignRole, findRoleByName, insertUser } from '../areas/users/users-repository.js';
import { insertWebsite } from '../areas/websites/websites-repository.js';
import { areas } from '../areas.js';
import type { Config } from '../config.js';
import { openStorage, type Storage } from '../platform/storage.js';

export const DEMO = {
  websiteName: 'Riverside High School',
  adminUrl: 'admin.riverside.example',
  adminEmail: 'admin@school.example',
  adminPassword: 'riverside-admin',
} as const;

export async function isEmpty(db: Db) {
  return !(await db.selectFrom('websites').select('id').limit(1).executeTakeFirst());
}

export async function addUser(
  db: Executor,
  websiteId: number,
  user: { username: string; password: string; firstName: string; lastName: string; status?: 'ACTIVE' | 'INACTIVE' },
  roles: RoleName[],
) {
  const id = await insertUser(
    db,
    websiteId,
    { ...user, status: user.status ?? 'ACTIVE', passwordHash: await hashPassword(user.password) },
    null,
  );
  for (const name of roles) {
    const role = await findRoleByName(db, name);
    if (role) await assignRole(db, id, role.id);
  }
  return id;
}

/**
 * The demo school a newcomer signs in to (docs/design.md §3). Each content area adds its demo rows here,
 * so a fresh `npm start` shows a working console.
 */
export async function seedDemo(db: Db, storage: Storage, publicUrl: string | null = null) {
  await db.transaction().execute(async (trx) => {
    const websiteId = await insertWebsite(
      trx,
      {
        name: DEMO.websiteName,
        adminUrl: DEMO.adminUrl,
        // None unless PUBLIC_SITE_URL names one: its site is then under /site on the server's own address.
        publicUrl,
        // The footer of its public site (docs/product/websites.md §3); the colours are the defaults.
        address: '1200 River Road\nRiverside, NY 10001',
        phone: '(555) 010-2400',
        email: 'office@riverside.example',
        facebookUrl: 'https://www.facebook.com/riverside.example',
        youtubeUrl: 'https://www.youtube.com/@riverside.example',
      },
      null,
    );
    const adminId = await addUser(
      trx,
      websiteId,
      { username: DEMO.adminEmail, password: DEMO.adminPassword, firstName: 'Alex', lastName: 'Morgan' },
      ['SUPER_ADMIN', 'ADMIN'],
    );
    await addUser(
      trx,
      websiteId,
      { username: 'editor@school.example', password: 'riverside-editor', firstName: 'Priya', lastName: 'Shah' },
      ['EDITOR'],
    );
    await addUser(
      trx,
      websiteId,
      { username: 'viewer@school.example', password: 'riverside-viewer', firstName: 'Sam', lastName: 'Lee' },
      ['VIEWER'],
    );
    await addUser(
      trx,
      websiteId,
      {
        username: 'former.teacher@school.example',
        password: 'former-teacher',
        firstName: 'Jordan',
        lastName: 'Hale',
        status: 'INACTIVE',
      },
      ['EDITOR'],
    );
    for (const area of areas) await area.seedDemo?.(trx, { websiteId, userId: adminId }, storage);

    const northfieldId = await insertWebsite(
      trx,
      {
        name: 'Northfield Elementary',
        adminUrl: 'admin.northfield.example',
        publicUrl: 'https://www.northfield.example',
        primaryColor: '#2d5016',
        accentColor: '#2d6a1f',
        timeZone: 'America/Chicago',
      },
      null,
    );
    await addUser(
      trx,
      northfieldId,
      { username: 'office@northfield.example', password: 'northfield-admin', firstName: 'Dana', lastName: 'Reyes' },
      ['ADMIN'],
    );
  });
}

/** Production start: no demo rows, only the first admin from ADMIN_EMAIL/ADMIN_PASSWORD. */
export async function seedFirstAdmin(db: Db, email: string, password: string, host: string) {
  await db.transaction().execute(async (trx) => {
    const websiteId = await insertWebsite(trx, { name: 'School website', adminUrl: host, publicUrl: null }, null);
    await addUser(trx, websiteId, { username: email, password, firstName: 'Admin', lastName: 'User' }, [
      'SUPER_ADMIN',
      'ADMIN',
    ]);
  });
}

/**
 * An empty database gets the demo school (docs/design.md §3), or in production only the first admin from
 * ADMIN_EMAIL/ADMIN_PASSWORD. Answers what was seeded.
 */
export async function seedIfEmpty(db: Db, config: Config): Promise<'demo' | 'admin' | null> {
  if (!(await isEmpty(db))) return null;
  if (config.env === 'production') {
    await seedFirstAdmin(db, config.adminEmail!, config.adminPassword!, config.defaultAdminHost);
    return 'admin';
  }
  await seedDemo(db, await openStorage(config), config.publicSiteUrl);
  return 'demo';
}
