import type { SchoolEvent } from '@cms/contract';
import { HtmlContent } from '@/components/rich-text/html-content';
import { formatSpan } from '@/lib/format';

/** An event read-only: when and where it is, and its description as the website shows it. */
export function EventDetails({ event }: { event: SchoolEvent }) {
  return (
    <div className="grid gap-6">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">When</dt>
        <dd>{formatSpan(event)}</dd>
        <dt className="text-muted-foreground">Where</dt>
        <dd>{event.location || 'No place given'}</dd>
      </dl>
      {event.description ? (
        <HtmlContent html={event.description} />
      ) : (
        <p className="text-sm text-muted-foreground">No description.</p>
      )}
    </div>
  );
}
