import { useQuery } from '@tanstack/react-query';
import type { Website } from '@cms/contract';
import { adminHostFor as adminHostOf } from '@cms/contract/site';
import { api } from './api-client';
import { websiteEndpoints } from './endpoints';
import { getSession, storeWebsite } from './session';

/** The school admin host used when the console runs on localhost or a preview host (docs/design.md §9.8). */
export const DEFAULT_ADMIN_HOST = 'admin.riverside.example';

/** The admin host to look the website up by: the browser's host, or the default for dev/preview. */
export const adminHostFor = (host: string): string => adminHostOf(host, DEFAULT_ADMIN_HOST);

/** Its own root key (not 'websites'): logout keeps this public lookup and drops everything else. */
export const CURRENT_WEBSITE_KEY = 'current-website';

export const currentWebsiteKeys = {
  all: [CURRENT_WEBSITE_KEY] as const,
  byAdminHost: (adminUrl: string) => [CURRENT_WEBSITE_KEY, adminUrl] as const,
};

async function findWebsite(adminUrl: string, signal: AbortSignal): Promise<Website | null> {
  const website = await api.get<Website | null>(websiteEndpoints.find, {
    query: { adminUrl },
    auth: false,
    redirectOn401: false,
    signal,
  });
  if (!website || typeof website.id !== 'number') return null;
  // Remember it for sign-in's assetOwnerId; a signed-in session keeps the website it signed in to.
  if (!getSession()) storeWebsite(website);
  return website;
}

/** The website this console serves, looked up by the admin host (public call, no token). */
export function useCurrentWebsite() {
  const adminUrl = adminHostFor(window.location.host);
  return useQuery({
    queryKey: currentWebsiteKeys.byAdminHost(adminUrl),
    queryFn: ({ signal }) => findWebsite(adminUrl, signal),
  });
}
