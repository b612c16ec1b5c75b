import { useState } from 'react';
import type { News } from '@cms/contract';
import { HtmlContent } from '@/components/rich-text/html-content';
import { formatDate } from '@/lib/format';
import { authorOf } from './news-columns';

/** A news item as the public website shows it: title, byline, picture, summary and the article. */
export function NewsArticle({ news }: { news: News }) {
  const date = news.publishedDate ?? news.created_date;
  return (
    <article className="mx-auto grid max-w-3xl gap-5" aria-labelledby={`news-${news.id}-title`}>
      <header className="grid gap-3">
        {news.categories.length > 0 && (
          <ul aria-label="Categories" className="flex flex-wrap gap-2">
            {news.categories.map((category) => (
              <li
                key={category.id}
                className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground"
              >
                {category.name}
              </li>
            ))}
          </ul>
        )}
        <h2 id={`news-${news.id}-title`} className="text-3xl font-bold tracking-tight">
          {news.title}
        </h2>
        <p className="text-sm text-muted-foreground">
          By <span className="font-medium text-foreground">{authorOf(news)}</span>
          {' · '}
          <time dateTime={date}>{formatDate(date)}</time>
        </p>
      </header>
      {news.imgUrl && <ArticleImage key={news.imgUrl} src={news.imgUrl} />}
      {news.summary && <p className="text-lg text-muted-foreground">{news.summary}</p>}
      <HtmlContent html={news.content} />
    </article>
  );
}

/** The article's picture; a broken one is left out, as a reader would not want a broken icon. */
function ArticleImage({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) return null;
  return (
    <img
      src={src}
      alt=""
      onError={() => setBroken(true)}
      className="max-h-[28rem] w-full rounded-lg border object-cover"
    />
  );
}
