import { cn } from '@/lib/utils';
import './rich-text.css';

export interface HtmlContentProps {
  /** Rich HTML as the server stored it. */
  html: string;
  className?: string;
}

/**
 * Shows stored rich text (news content, blog descriptions, notices) as the public site would.
 * Safe to inject: the server sanitizes every rich-text field on write with one allow-list (no
 * scripts, event handlers or `javascript:` URLs; docs/design.md §4), so this never sees raw user input.
 */
export function HtmlContent({ html, className }: HtmlContentProps) {
  return (
    <div data-slot="html-content" className={cn('rich-text', className)} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
