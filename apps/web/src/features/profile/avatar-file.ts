import { usersMessages } from '@cms/contract';

/** What POST /users/me/avatar accepts (the server checks the bytes again). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const AVATAR_ACCEPT = AVATAR_TYPES.join(',');
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;

/** The reason a chosen file cannot be an avatar, in the server's words; undefined when it can. */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return usersMessages.avatarType;
  if (file.size > MAX_AVATAR_BYTES) return usersMessages.avatarTooLarge;
  return undefined;
}
