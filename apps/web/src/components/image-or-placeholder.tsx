import { useState } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export interface ImageOrPlaceholderProps {
  /** The image's address; null where there is none. */
  src: string | null;
  /** What the image shows ('Thumbnail of Sports Day'). */
  alt: string;
  /** What the placeholder says instead ('No thumbnail for Sports Day'). */
  missing: string;
  icon: LucideIcon;
  /** Size and shape, the same for the image and its placeholder. */
  className?: string;
}

/**
 * A row's picture (a video's thumbnail, a star's photo), or a placeholder with an icon where there
 * is none or it does not load: a broken image never shows.
 */
export function ImageOrPlaceholder({ src, alt, missing, icon: Icon, className }: ImageOrPlaceholderProps) {
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
