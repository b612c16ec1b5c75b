import type { EventCategory, SchoolEvent } from '@cms/contract';
import { badgeColumn, itemTitleColumn } from '@/components/columns';
import type { Column } from '@/components/data-table';
import type { BadgeOption } from '@/components/option-badge';
import { formatSpan } from '@/lib/format';
import { eventsResource } from '../api';

/** The kinds of event, in the order the select offers them. */
export const CATEGORY_OPTIONS: BadgeOption<EventCategory>[] = [
  { value: 'academic', label: 'Academic', variant: 'default' },
  { value: 'sports', label: 'Sports', variant: 'success' },
  { value: 'arts', label: 'Arts', variant: 'secondary' },
  { value: 'holiday', label: 'Holiday', variant: 'destructive' },
  { value: 'meeting', label: 'Meeting', variant: 'outline' },
  { value: 'community', label: 'Community', variant: 'secondary' },
  { value: 'other', label: 'Other', variant: 'outline' },
];

/** The events list: title and place, when, and the kind of event. */
export const eventColumns: Column<SchoolEvent>[] = [
  itemTitleColumn(eventsResource, (event) => event.location),
  { id: 'when', header: 'When', className: 'min-w-48 whitespace-normal', cell: formatSpan },
  badgeColumn({ id: 'category', header: 'Category', value: (event) => event.category, options: CATEGORY_OPTIONS }),
];
