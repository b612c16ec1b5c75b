import { useMutation } from '@tanstack/react-query';
import { ExternalLink, ScanEye } from 'lucide-react';
import { sitePreviewPaths, type SitePreviewLink, type SitePreviewRequest } from '@cms/contract';
import type { RowAction } from '@/components/data-table';
import { Spinner } from '@/components/ui/spinner';
import { Button, buttonVariants } from '@/components/ui/button';
import { api } from '@/lib/api-client';
import { publicUrlOf } from '@/lib/format';
import type { Resource } from '@/lib/resource';
import { useCurrentWebsite } from '@/lib/website';

/*
 * The console's ways to a row's public page (docs/design.md §10), for a resource declaring its
 * `site`: 'View on site' for a row the public sees, opened in a new tab at the website's public URL
 * (or the console's origin with `/site`), and Preview, a short-lived link to the saved row whatever
 * its status.
 */

/** What these parts read of a resource: its rows' public pages (`defineResource({site})`). */
export type OnSite<T extends { id: number }> = Pick<Resource<T>, 'site'>;

/** An address on the current website's public site, from a path ('/news/7'). */
export function usePublicUrl(): (path: string) => string {
  const website = useCurrentWebsite();
  return (path) => publicUrlOf(website.data?.publicUrl, window.location.origin, path);
}

/** A row's address on the public site, for a resource declaring its `site` (a Copy field's, 'View on site''s). */
export function useSiteUrl<T extends { id: number }>(resource: OnSite<T>): (row: T) => string {
  const urlOf = usePublicUrl();
  return (row) => urlOf(resource.site ? resource.site.path(row) : '/');
}

/** The accessible name of a row's 'View on site': 'View "Sports Day" on site'. */
export const viewOnSiteName = (title: string) => `View "${title}" on site`;

/** 'View on site' as a row action (a list's rows): left out for a row the public does not see. */
export function useViewOnSiteActions<T extends { id: number }>(resource: OnSite<T>): RowAction<T>[] {
  const urlOf = useSiteUrl(resource);
  const { site } = resource;
  if (!site) return [];
  return [
    {
      label: 'View on site',
      icon: ExternalLink,
      href: urlOf,
      hidden: (row) => !site.shown(row),
      name: viewOnSiteName,
    },
  ];
}

/** 'View on site' as a button-like link (an item's screen): nothing for a row the public does not see. */
export function ViewOnSiteLink<T extends { id: number }>({
  resource,
  item,
  title,
}: {
  resource: OnSite<T>;
  item: T;
  /** How the item is named ('Sports Day'). */
  title: string;
}) {
  const urlOf = useSiteUrl(resource);
  const { site } = resource;
  if (!site || !site.shown(item)) return null;
  return (
    <a
      href={urlOf(item)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={viewOnSiteName(title)}
      className={buttonVariants({ variant: 'outline' })}
    >
      <ExternalLink aria-hidden="true" />
      View on site
    </a>
  );
}

/**
 * Preview: asks the server for a preview link to the saved item (`POST /misc/cms/preview`) and
 * opens it in a new tab; 'Opening preview...' meanwhile, a refusal is the query client's toast.
 * Nothing for a resource the server does not preview.
 */
export function PreviewButton<T extends { id: number }>({ resource, item }: { resource: OnSite<T>; item: T }) {
  const kind = resource.site?.preview;
  const preview = useMutation({
    mutationFn: (body: SitePreviewRequest) => api.post<SitePreviewLink>(sitePreviewPaths.link, body),
    onSuccess: ({ url }) => void window.open(url, '_blank', 'noopener'),
    meta: { errorTitle: 'Failed to open the preview' },
  });
  if (!kind) return null;
  return (
    <Button
      type="button"
      variant="outline"
      disabled={preview.isPending}
      onClick={() => preview.mutate({ kind, id: item.id })}
    >
      {preview.isPending ? <Spinner label="" /> : <ScanEye aria-hidden="true" />}
      {preview.isPending ? 'Opening preview...' : 'Preview'}
    </Button>
  );
}

/** Both, as an item's screen offers them: Preview of the saved item, then View on site where the public sees it. */
export function SiteLinks<T extends { id: number }>(props: { resource: OnSite<T>; item: T; title: string }) {
  return (
    <>
      <PreviewButton resource={props.resource} item={props.item} />
      <ViewOnSiteLink {...props} />
    </>
  );
}
