import { useQuery } from '@tanstack/react-query';
import { websitesPaths, type Website, type WebsiteBody } from '@cms/contract';
import { api, buildPath } from '@/lib/api-client';
import { useAreaMutation, type MutationOptions } from '@/lib/area-mutation';
import { currentWebsiteKeys } from '@/lib/website';

export const websiteKeys = {
  all: ['websites'] as const,
  detail: (id: number) => [...websiteKeys.all, id] as const,
};

/** GET /websites/{id}: the website with its settings. */
export function useWebsite(id: number) {
  return useQuery({
    queryKey: websiteKeys.detail(id),
    queryFn: ({ signal }) => api.get<Website>(buildPath(websitesPaths.website, { id }), { signal }),
  });
}

/**
 * PUT /websites/{id}: the website's name, public address and settings. The header's name (the
 * lookup by admin host) is read again after it.
 */
export function useUpdateWebsite(id: number, options?: MutationOptions<Website, WebsiteBody>) {
  return useAreaMutation(
    [websiteKeys.all, currentWebsiteKeys.all],
    (body: WebsiteBody) => api.put<Website>(buildPath(websitesPaths.website, { id }), body),
    {
      ...options,
      meta: { errorTitle: 'Settings Not Saved', successToast: () => ({ title: 'Website settings saved' }) },
    },
  );
}
