import { z } from 'zod';
import { MAX_ID } from './common.js';
import { ROLE_NAMES } from './permissions.js';

export { authPaths } from './auth-paths.js';

export const authMessages = {
  badCredentials: 'Invalid username or password',
  tooManyAttempts: 'Too many sign-in attempts. Please try again later.',
  tooManyRequests: 'Too many requests. Please try again in a minute.',
  resetTokenInvalid: 'This reset link is invalid or has expired',
  forgotPasswordSent: 'If an account exists for that email, a reset link has been sent.',
  passwordReset: 'Your password has been reset. Please log in.',
  loggedOut: 'Logged out',
} as const;

/** How long a password may be (what the server hashes is bounded, docs/design.md §5). */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 256;

export const signinRequest = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(254, 'Username is too long'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(MAX_PASSWORD_LENGTH, 'Password is too long'),
  assetOwnerId: z.coerce
    .number({ error: 'assetOwnerId must be a website id or 0' })
    .int('assetOwnerId must be a website id or 0')
    .min(0, 'assetOwnerId must be a website id or 0')
    .max(MAX_ID, 'assetOwnerId must be a website id or 0')
    .default(0),
});
export type SigninRequest = z.infer<typeof signinRequest>;

export const signinResponse = z.object({
  token: z.string(),
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  roles: z.array(z.string()).max(ROLE_NAMES.length),
  websiteId: z.number().int(),
  /** The profile picture's URL, so the header can show it right after sign-in. */
  avatar: z.string().nullable(),
});
export type SigninResponse = z.infer<typeof signinResponse>;

export const refreshResponse = z.object({ token: z.string() });
export const verifyResponse = z.object({
  valid: z.literal(true),
  userId: z.number().int(),
  websiteId: z.number().int(),
});

export const forgotPasswordRequest = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Invalid email address')
    .pipe(z.email('Invalid email address')),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

export const resetPasswordRequest = z.object({
  token: z
    .string({ error: authMessages.resetTokenInvalid })
    .min(1, authMessages.resetTokenInvalid)
    .max(200, authMessages.resetTokenInvalid),
  newPassword: z
    .string({ error: 'Password must be at least 6 characters' })
    .min(MIN_PASSWORD_LENGTH, 'Password must be at least 6 characters')
    .max(MAX_PASSWORD_LENGTH, 'Password is too long'),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;
