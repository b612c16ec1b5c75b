import type { Alert, NavItem } from '@cms/contract';
import { SITE_ASSETS } from '@cms/contract';
import type { ReactNode } from 'react';
import { AlertBanner } from '../areas/alerts/alerts-site.js';
import { SiteMenu } from '../areas/navigation/navigation-site.js';

/** A website's look on its site: its name and colours (the custom properties of the style sheet). */
export interface SiteTheme {
  name: string;
  logoUrl: string | null;
  primary: string;
  onPrimary: string;
  link: string;
}

export const DEFAULT_THEME: Omit<SiteTheme, 'name' | 'logoUrl'> = {
  primary: '#1f4e79',
  onPrimary: '#ffffff',
  link: '#0550ae',
};

/** What every page shows around its own content. */
export interface Frame {
  theme: SiteTheme;
  menu: readonly NavItem[];
  alerts: readonly Alert[];
  base: string;
  /** The page's own address, to mark it current in the menu. */
  current: string;
  /** The style sheet's address, with its version. */
  styles: string;
}

/**
 * A whole page of the public site (docs/design.md §10): `lang`, the title, a skip link to the main
 * content, the live alerts, the header with the school's name and menu, the page in `main`, and
 * the footer. No script.
 */
export function Document({
  frame,
  title,
  description,
  noindex,
  children,
}: {
  frame: Frame;
  title: string;
  description?: string;
  noindex?: boolean;
  children: ReactNode;
}) {
  const { theme, base } = frame;
  const vars = `:root{--primary:${theme.primary};--on-primary:${theme.onPrimary};--link:${theme.link};--focus:${theme.link}}`;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title === theme.name ? title : `${title} | ${theme.name}`}</title>
        {description ? <meta name="description" content={description} /> : null}
        {noindex ? <meta name="robots" content="noindex" /> : null}
        <link rel="stylesheet" href={frame.styles} />
        <style dangerouslySetInnerHTML={{ __html: vars }} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        <AlertBanner alerts={frame.alerts} />
        <header className="site-header">
          <div className="wrap">
            <a className="brand" href={base || '/'}>
              {theme.logoUrl ? <img src={theme.logoUrl} alt="" /> : null}
              <span>{theme.name}</span>
            </a>
            <SiteMenu items={frame.menu} base={base} current={frame.current} />
          </div>
        </header>
        <main id="main" tabIndex={-1}>
          <div className="wrap">{children}</div>
        </main>
        <footer className="site-footer">
          <div className="wrap">
            <p>{theme.name}</p>
          </div>
        </footer>
      </body>
    </html>
  );
}

export const stylesPath = (version: string) => `${SITE_ASSETS}/site.css?v=${version}`;
