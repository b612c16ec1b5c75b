import { FileText, ImageOff } from 'lucide-react';
import { MEDIA_TYPES, type MediaItem, type MediaType } from '@cms/contract';
import { badgeColumn, dateColumn, itemTitleColumn } from '@/components/columns';
import type { Column } from '@/components/data-table';
import { ImageOrPlaceholder } from '@/components/image-or-placeholder';
import type { BadgeOption } from '@/components/option-badge';
import { Badge } from '@/components/ui/badge';
import { mediaResource, useMediaUsage } from '../api';

const LABELS: Record<MediaType, string> = { image: 'Image', video: 'Video', audio: 'Audio', document: 'Document' };

/** The four types (docs/product/media.md §3), as the filter, the select and the badge show them. */
export const MEDIA_TYPE_OPTIONS: BadgeOption<MediaType>[] = MEDIA_TYPES.map((value) => ({
  value,
  label: LABELS[value],
  variant: value === 'image' ? 'success' : 'secondary',
}));

/** An image without alt text, unless marked decorative: flagged so that someone writes it. */
export const missingAlt = (item: MediaItem) => item.mediaType === 'image' && !item.decorative && !item.altText.trim();

/** The library's columns: a preview, the title (with the alt text under it), the type, the alt flag, the date. */
export const mediaColumns: Column<MediaItem>[] = [
  {
    id: 'preview',
    header: 'Preview',
    cell: (item) => (
      <ImageOrPlaceholder
        src={item.mediaType === 'image' ? (item.thumbnailUrl ?? item.mediaUrl) : null}
        alt={item.altText || `Preview of ${item.title}`}
        missing={
          item.mediaType === 'image' ? `No preview of ${item.title}` : `${LABELS[item.mediaType]}: ${item.title}`
        }
        icon={item.mediaType === 'image' ? ImageOff : FileText}
        className="h-16 w-24 rounded-md"
      />
    ),
  },
  itemTitleColumn(mediaResource, (item) => item.altText || undefined),
  badgeColumn({ id: 'mediaType', header: 'Type', value: (item) => item.mediaType, options: MEDIA_TYPE_OPTIONS }),
  {
    id: 'alt',
    header: 'Alt text',
    cell: (item) =>
      missingAlt(item) ? (
        <Badge variant="destructive">No alt text</Badge>
      ) : item.mediaType === 'image' ? (
        <span className="text-sm text-muted-foreground">{item.decorative ? 'Decorative' : 'Given'}</span>
      ) : (
        <span className="text-sm text-muted-foreground">-</span>
      ),
  },
  dateColumn({ id: 'createdDate', header: 'Added', value: (item) => item.createdDate }),
];

/** The question before a delete names what still shows the file (a page, an album, a carousel). */
function UsageWarning({ item }: { item: MediaItem }) {
  const usage = useMediaUsage(item.id);
  if (usage.isPending) return <span>Checking where &quot;{item.title}&quot; is used...</span>;
  const users = usage.data?.usedBy ?? [];
  if (!users.length) return <span>&quot;{item.title}&quot; will be removed from the library for good.</span>;
  return (
    <span>
      <strong>&quot;{item.title}&quot; is still used by </strong>
      {users.map((user) => `the ${user.kind} "${user.name}"`).join(', ')}. Deleting it leaves a broken image there.
    </span>
  );
}

export const mediaDeleteConfirm = { description: (item: MediaItem) => <UsageWarning item={item} /> };
