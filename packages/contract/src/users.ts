import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './auth.js';
import { authored, dated, entity } from './entities.js';
import { emailField, requiredText } from './fields.js';
import { outcomeMessages, required } from './messages.js';
import { pageQuery } from './paging.js';
import { ROLE_NAMES } from './permissions.js';
import { resourceContract } from './resources.js';

export const usersPaths = {
  roles: '/ums/cms/curc/cms-user-roles',
  users: '/ums/cms/cuc/users',
  user: '/ums/cms/cuc/users/:id',
  userStatus: '/ums/cms/cuc/users/:id/status',
  userRoles: '/ums/cms/cuc/users/:id/roles',
  userRole: '/ums/cms/cuc/users/:userId/roles/:roleId',
  userSettings: '/ums/cms/cuc/users/:id/settings',
  me: '/ums/cms/cupc/me/user',
  myPassword: '/ums/cms/cupc/me/user/password',
  myAvatar: '/users/me/avatar',
} as const;

export const USER_STATUSES = ['ACTIVE', 'INACTIVE', 'SUSPENDED', 'PENDING'] as const;
export const userStatus = z.enum(USER_STATUSES, {
  error: 'Status must be one of ACTIVE, INACTIVE, SUSPENDED, PENDING',
});
export type UserStatus = z.infer<typeof userStatus>;

export const usersMessages = {
  usernameRequired: required('Username'),
  usernameInvalid: 'Username must be a valid email',
  passwordTooShort: 'Password must be at least 6 characters long',
  firstNameRequired: required('First name'),
  lastNameRequired: required('Last name'),
  usernameTaken: 'A user with this username already exists',
  cannotChangeOwnAccess: 'You cannot deactivate, delete or remove roles from your own account',
  superAdminOnly: 'You do not have permission to assign the SUPER_ADMIN role',
  wrongCurrentPassword: 'Current password is incorrect',
  avatarType: 'The avatar must be a PNG, JPEG, WebP or GIF image',
  avatarTooLarge: 'The avatar must be at most 2 MB',
  avatarMissing: 'Choose an image file to upload',
  /** Add New User's failure toast says this under its 'Error' (the server's own words for an edit). */
  notCreated: 'Failed to create user',
  ...outcomeMessages('User', 'users', { saveFailed: 'Error', deleteFailed: 'Error' }),
} as const;

const passwordField = z
  .string({ error: usersMessages.passwordTooShort })
  .min(MIN_PASSWORD_LENGTH, usersMessages.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, 'Password is too long');

const usernameField = emailField(usersMessages.usernameRequired, usersMessages.usernameInvalid);

export const userCreateRequest = z.object({
  username: usernameField,
  password: passwordField,
  firstName: requiredText(usersMessages.firstNameRequired, 100),
  lastName: requiredText(usersMessages.lastNameRequired, 100),
  status: userStatus.default('ACTIVE'),
});
export type UserCreateRequest = z.input<typeof userCreateRequest>;

/**
 * Edit User: the same fields; a password is changed only when one is given, and a status left out
 * keeps the user's current one.
 */
export const userUpdateRequest = z.object({
  username: usernameField,
  password: z
    .string({ error: usersMessages.passwordTooShort })
    .max(MAX_PASSWORD_LENGTH, 'Password is too long')
    .refine((value) => value === '' || value.length >= MIN_PASSWORD_LENGTH, usersMessages.passwordTooShort)
    .optional(),
  firstName: requiredText(usersMessages.firstNameRequired, 100),
  lastName: requiredText(usersMessages.lastNameRequired, 100),
  status: userStatus.optional(),
});
export type UserUpdateRequest = z.input<typeof userUpdateRequest>;

export const userStatusRequest = z.object({ status: userStatus });

export const user = entity({
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: userStatus,
  roles: z.array(z.string()).max(ROLE_NAMES.length),
  avatar: z.string().nullable(),
  ...dated,
  ...authored,
  deletedBy: z.number().int().nullable(),
  deleted: z.boolean(),
});
export type User = z.infer<typeof user>;

export const userListQuery = pageQuery.extend({
  search: z.string().trim().max(100, 'search is too long').optional(),
});
export type UserListQuery = z.infer<typeof userListQuery>;

/** A website's users, searched by username and name; only an ADMIN (or SUPER_ADMIN) reaches them. */
export const usersContract = resourceContract('users', {
  paths: { collection: usersPaths.users, item: usersPaths.user },
  schemas: { entity: user, listQuery: userListQuery, request: userCreateRequest, update: userUpdateRequest },
  messages: usersMessages,
  access: { permission: 'manageUsers', action: 'manage users' },
});

export const role = entity({
  name: z.string(),
  showName: z.string(),
  description: z.string(),
});
export type Role = z.infer<typeof role>;

export const userRole = z.object({ roleId: z.number().int(), userId: z.number().int() });
export type UserRole = z.infer<typeof userRole>;

export const userSettings = z.object({
  emailNotifications: z.boolean(),
  twoFactorAuth: z.boolean(),
  sessionTimeout: z.boolean(),
  apiAccess: z.boolean(),
});
export type UserSettings = z.infer<typeof userSettings>;
export const userSettingsRequest = userSettings.partial();

/** My Account. The username is read-only: it is validated but never changed here. */
export const profile = entity({
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  status: userStatus,
  roles: z.array(z.string()).max(ROLE_NAMES.length),
  avatar: z.string().nullable(),
});
export type Profile = z.infer<typeof profile>;

export const profileUpdateRequest = z.object({
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  username: emailField('Email is required', 'Invalid email address'),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequest>;

export const changePasswordRequest = z.object({
  oldPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(MAX_PASSWORD_LENGTH, 'Current password is incorrect'),
  newPassword: z
    .string({ error: 'Password must be at least 6 characters' })
    .min(MIN_PASSWORD_LENGTH, 'Password must be at least 6 characters')
    .max(MAX_PASSWORD_LENGTH, 'Password is too long'),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** The console's Change Password form adds the confirmation, checked in the browser only. */
export const changePasswordForm = changePasswordRequest
  .extend({
    confirmPassword: z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password'),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;
