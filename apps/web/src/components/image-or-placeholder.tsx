import { useState } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export type ImageOrPlaceholderProps = {
  /** The image's address; null where there is none. */
  src: string | null;
  icon: LucideIcon;
  /** Size and shape, the same for the image and its placeholder. */
  className?: string;
} & (
  | {
      /** What the image shows ('Photo of Priya'). */
      alt: string;
      /** What the placeholder says instead ('No photo of Priya'). */
      missing: string;
    }
  | {
      /**
       * A named row's picture in the usual words: ['thumbnail', 'Sports Day'] shows 'Thumbnail of
       * Sports Day', or says 'No thumbnail for Sports Day'.
       */
      of: [picture: string, name: string];
    }
);

const wordsOf = (props: ImageOrPlaceholderProps) => {
  if (!('of' in props)) return props;
  const [picture, name] = props.of;
  return {
    alt: `${picture.charAt(0).toUpperCase()}${picture.slice(1)} of ${name}`,
    missing: `No ${picture} for ${name}`,
  };
};

/**
 * A row's picture (a video's thumbnail, a star's photo), or a placeholder with an icon where there
 * is none or it does not load: a broken image never shows.
 */
export function ImageOrPlaceholder(props: ImageOrPlaceholderProps) {
  const { src, icon: Icon, className } = props;
  const { alt, missing } = wordsOf(props);
  const [broken, setBroken] = useState<string | null>(null);
  const box = cn('shrink-0 border bg-muted', className);
  if (!src || broken === src) {
    return (
      <div role="img" aria-label={missing} className={cn(box, 'flex items-center justify-center')}>
        <Icon className="size-1/2 max-h-8 max-w-8 text-muted-foreground" aria-hidden="true" />
      </div>
    );
  }
  return <img src={src} alt={alt} loading="lazy" onError={() => setBroken(src)} className={cn(box, 'object-cover')} />;
}
