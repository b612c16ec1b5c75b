import type { PagePreview } from '@cms/contract';
import { HtmlContent } from '@/components/rich-text/html-content';
import { ImageIcon } from 'lucide-react';
import { ImageOrPlaceholder } from '@/components/image-or-placeholder';

type Block = PagePreview['blocks'][number];

function Figure({ block }: { block: Block }) {
  const { image, caption } = block.content;
  return (
    <figure className="grid gap-2">
      <ImageOrPlaceholder
        src={image?.url || null}
        alt={image?.decorative ? '' : (image?.alt ?? '')}
        missing="No image chosen yet"
        icon={ImageIcon}
        className="aspect-video w-full rounded-md object-cover"
      />
      {caption && <figcaption className="text-sm text-muted-foreground">{caption}</figcaption>}
    </figure>
  );
}

function BlockView({ block }: { block: Block }) {
  const { content } = block;
  switch (block.type) {
    case 'text':
      return <HtmlContent html={content.html ?? ''} />;
    case 'image-only':
      return <Figure block={block} />;
    case 'table':
      return (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr>
                {(content.headers ?? []).map((cell, index) => (
                  <th key={index} className="border p-2 text-left" dangerouslySetInnerHTML={{ __html: cell }} />
                ))}
              </tr>
            </thead>
            <tbody>
              {(content.rows ?? []).map((row, r) => (
                <tr key={r}>
                  {row.map((cell, c) => (
                    <td key={c} className="border p-2" dangerouslySetInnerHTML={{ __html: cell }} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    default: {
      const text = <p className="whitespace-pre-line">{content.text}</p>;
      return (
        <div className="grid items-center gap-4 sm:grid-cols-2">
          {block.type === 'image-text'
            ? [<Figure key="f" block={block} />, <div key="t">{text}</div>]
            : [<div key="t">{text}</div>, <Figure key="f" block={block} />]}
        </div>
      );
    }
  }
}

/**
 * A page as a visitor sees it, from the HTML the server sanitized (its preview call or the saved
 * page; docs/design.md §4): never from what was typed, so nothing typed can run here. The table cells are
 * rich HTML sanitized like a text block.
 */
export function PageView({ page }: { page: PagePreview }) {
  return (
    <article aria-label={`Preview of ${page.title}`} className="rounded-lg border bg-background p-6">
      <h1 className="text-3xl font-bold">{page.title}</h1>
      {page.blocks.map((block, index) => (
        <div
          key={index}
          data-testid="page-view-block"
          style={{ marginTop: block.margins.top, marginBottom: block.margins.bottom }}
        >
          <BlockView block={block} />
        </div>
      ))}
    </article>
  );
}
