import type { Blog } from '@cms/contract';
import { HomepageBadge, OptionBadge } from '@/components/option-badge';
import { HtmlContent } from '@/components/rich-text/html-content';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import { BLOG_STATUS_OPTIONS } from './blog-columns';

/**
 * The read-only post of /blogs/{id} (docs/product/blogs.md §2). The description is the server's sanitized HTML,
 * rendered through the shared HtmlContent; every other field is plain text.
 */
export function BlogPost({ blog }: { blog: Blog }) {
  return (
    <article className="grid gap-6">
      <header className="grid gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <OptionBadge options={BLOG_STATUS_OPTIONS} value={blog.status} />
          {blog.hpBlog && <HomepageBadge shown />}
        </div>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted-foreground">
          {blog.creatorName && (
            <div className="flex gap-1">
              <dt>By</dt>
              <dd className="font-medium text-foreground">{blog.creatorName}</dd>
            </div>
          )}
          <div className="flex gap-1">
            <dt>Created</dt>
            <dd>
              <time dateTime={blog.createdDate}>{formatDate(blog.createdDate)}</time>
            </dd>
          </div>
          {blog.publishedDate && (
            <div className="flex gap-1">
              <dt>Published</dt>
              <dd>
                <time dateTime={blog.publishedDate}>{formatDate(blog.publishedDate)}</time>
              </dd>
            </div>
          )}
        </dl>
        {blog.topics.length > 0 && (
          <ul aria-label="Topics" className="flex flex-wrap gap-2">
            {blog.topics.map((topic) => (
              <li key={topic.id}>
                <Badge variant="secondary">{topic.title}</Badge>
              </li>
            ))}
          </ul>
        )}
      </header>

      {blog.imgUrl && (
        <img src={blog.imgUrl} alt="" className="max-h-96 w-full rounded-lg border object-cover" loading="lazy" />
      )}
      {blog.summary && <p className="text-lg text-muted-foreground">{blog.summary}</p>}
      {blog.description ? (
        <HtmlContent html={blog.description} />
      ) : (
        <p className="text-sm text-muted-foreground">This blog post has no description yet.</p>
      )}
    </article>
  );
}
