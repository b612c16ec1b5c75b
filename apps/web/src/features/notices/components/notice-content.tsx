import type { Notice } from '@cms/contract';
import { HtmlContent } from '@/components/rich-text/html-content';

/** A notice as the board shows it: its summary, then the content (the server's sanitized HTML). */
export function NoticeContent({ notice }: { notice: Notice }) {
  return (
    <article className="grid gap-4" aria-label={notice.title}>
      {notice.summary && <p className="text-lg text-muted-foreground">{notice.summary}</p>}
      {notice.content ? (
        <HtmlContent html={notice.content} />
      ) : (
        <p className="text-sm text-muted-foreground">This notice has no content yet.</p>
      )}
    </article>
  );
}
