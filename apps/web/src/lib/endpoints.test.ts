import { describe, expect, it } from 'vitest';
import { authPaths, websitesPaths } from '@cms/contract';
import { authEndpoints, websiteEndpoints } from './endpoints';

describe('login-page endpoints', () => {
  it('are the contract paths', () => {
    expect(authEndpoints).toEqual(authPaths);
    expect(websiteEndpoints.find).toBe(websitesPaths.find);
  });
});
