import type { User } from '@cms/contract';

export const fullName = (user: Pick<User, 'firstName' | 'lastName'>): string =>
  `${user.firstName} ${user.lastName}`.trim();

/** How a user is named on its screens: its name, or its username where it has none. */
export const userLabel = (user: Pick<User, 'firstName' | 'lastName' | 'username'>) => fullName(user) || user.username;
