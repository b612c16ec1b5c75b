import { useEffect } from 'react';

/** Sets the tab's title to '{title} | CMS' while the screen is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} | CMS` : 'CMS';
    return () => {
      document.title = previous;
    };
  }, [title]);
}
