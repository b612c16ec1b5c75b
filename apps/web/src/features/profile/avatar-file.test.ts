import { describe, expect, it } from 'vitest';
import { AVATAR_ACCEPT, avatarFileProblem, MAX_AVATAR_BYTES } from './avatar-file';

describe('avatar file rules', () => {
  it('accepts PNG, JPEG, WebP and GIF up to 2 MB', () => {
    expect(AVATAR_ACCEPT).toBe('image/png,image/jpeg,image/webp,image/gif');
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif']) {
      expect(avatarFileProblem({ type, size: MAX_AVATAR_BYTES })).toBeUndefined();
    }
  });

  it('names the problem with any other type or a larger file', () => {
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 10 })).toBe(
      'The avatar must be a PNG, JPEG, WebP or GIF image',
    );
    expect(avatarFileProblem({ type: '', size: 10 })).toBe('The avatar must be a PNG, JPEG, WebP or GIF image');
    expect(avatarFileProblem({ type: 'image/png', size: MAX_AVATAR_BYTES + 1 })).toBe(
      'The avatar must be at most 2 MB',
    );
  });
});
