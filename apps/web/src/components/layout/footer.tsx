import type { MouseEvent } from 'react';

const FOOTER_LINKS = ['Privacy Policy', 'Terms of Service', 'Contact'] as const;

// The spec's footer links lead nowhere (docs/product/console.md §2); keep them from jumping to the page top.
const stay = (event: MouseEvent<HTMLAnchorElement>) => event.preventDefault();

export function Footer() {
  return (
    <footer className="border-t bg-background">
      <div className="flex flex-col items-center justify-between gap-3 px-4 py-4 text-sm text-muted-foreground sm:flex-row lg:px-6">
        <p>&copy; {new Date().getFullYear()} CMS Portal. All rights reserved.</p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap items-center gap-4">
            {FOOTER_LINKS.map((label) => (
              <li key={label}>
                <a
                  href="#"
                  onClick={stay}
                  className="rounded-sm underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
