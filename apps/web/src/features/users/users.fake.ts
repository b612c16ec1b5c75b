import {
  role,
  user,
  userRole,
  usersContract,
  usersMessages,
  usersPaths,
  userSettings,
  userSettingsRequest,
  userStatusRequest,
  type Role,
  type User,
  type UserSettings,
} from '@cms/contract';
import { z } from 'zod';
import { fakeArea, linkEndpoints, refuse, resourceEndpoints, table } from '@/test/fake-api';
import { FAKE_STAMPS, rowMaker } from '@/test/fake-rows';

/* Users, roles and user settings on the fake API (test/fake-api.ts), as the server keeps them. */

export const makeUser = rowMaker<User>((id) => ({
  username: `user${id}@school.example`,
  firstName: `First${id}`,
  lastName: `Last${id}`,
  status: 'ACTIVE',
  roles: ['VIEWER'],
  avatar: null,
  ...FAKE_STAMPS,
  deletedBy: null,
  deleted: false,
}));

export const ROLES: Role[] = [
  { id: 1, name: 'SUPER_ADMIN', showName: 'Super Admin', description: 'Manages every website' },
  { id: 2, name: 'ADMIN', showName: 'Admin', description: 'Everything on its website, users included' },
  { id: 3, name: 'EDITOR', showName: 'Editor', description: 'Creates and edits all content' },
  { id: 4, name: 'VIEWER', showName: 'Viewer', description: 'Reads everything, changes nothing' },
];

/** A new user's settings (docs/design.md §9.4): all off until changed. */
const SETTINGS_OFF: UserSettings = {
  emailNotifications: false,
  twoFactorAuth: false,
  sessionTimeout: false,
  apiAccess: false,
};

/** Users searched by name, each username once; their roles linked one at a time, and their settings. */
const usersFake = fakeArea({ users: table<User>('User') }, ({ users }) => {
  const settings = new Map<number, UserSettings>();
  const roleIdsOf = (id: number) =>
    users.get(id).roles.map((name) => ({ roleId: ROLES.find((r) => r.name === name)!.id, userId: id }));
  const fullName = (u: User) => [u.username, u.firstName, u.lastName].join(' ').toLowerCase();

  return [
    { method: 'GET', path: usersPaths.roles, response: z.array(role), handle: () => ROLES },
    ...resourceEndpoints({
      table: users,
      contract: usersContract,
      list: (all, query) =>
        all.filter((u) => !query.search || fullName(u).includes(String(query.search).toLowerCase())),
      unique: { field: 'username', taken: usersMessages.usernameTaken },
      build: ({ password: _password, ...fields }, id, current) =>
        makeUser(id, { ...current, ...fields, status: fields.status ?? current?.status ?? 'ACTIVE' }),
    }),
    {
      method: 'PATCH',
      path: usersPaths.userStatus,
      body: userStatusRequest,
      response: user,
      handle: ({ params, body }) => users.put({ ...users.get(params.id!), ...(body as { status: User['status'] }) }),
    },
    {
      method: 'GET',
      path: usersPaths.userRoles,
      response: z.array(userRole),
      handle: ({ params }) => roleIdsOf(Number(params.id)),
    },
    ...linkEndpoints(usersPaths.userRole, z.array(userRole), (params, linked) => {
      const current = users.get(params.userId!);
      const named = ROLES.find((r) => r.id === Number(params.roleId)) ?? refuse(404, 'Role not found');
      const others = current.roles.filter((name) => name !== named.name);
      users.put({ ...current, roles: linked ? [...others, named.name] : others });
      return roleIdsOf(current.id);
    }),
    {
      method: 'GET',
      path: usersPaths.userSettings,
      response: userSettings,
      handle: ({ params }) => settings.get(users.get(params.id!).id) ?? SETTINGS_OFF,
    },
    {
      method: 'PUT',
      path: usersPaths.userSettings,
      body: userSettingsRequest,
      response: userSettings,
      handle: ({ params, body }) => {
        const id = users.get(params.id!).id;
        settings.set(id, { ...(settings.get(id) ?? SETTINGS_OFF), ...(body as Partial<UserSettings>) });
        return settings.get(id);
      },
    },
  ];
});

export default usersFake;

declare module '@/test/fake-school' {
  interface SchoolFakes {
    users: typeof usersFake;
  }
}
