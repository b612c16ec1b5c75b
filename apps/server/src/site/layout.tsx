import type { Alert, NavItem, Website } from '@cms/contract';
import { isContentUrl, isHexColor, isHttpUrl, SITE_ASSETS, socialLinks, websiteDefaults } from '@cms/contract';
import { Fragment, type ReactNode } from 'react';
import { AlertBanner } from '../areas/alerts/alerts-site.js';
import { SiteMenu } from '../areas/navigation/navigation-site.js';

/**
 * A website's look on its site (docs/product/websites.md §3): its name and logo, its colours (the
 * custom properties of the style sheet), and the contact details and social links of the footer.
 */
export interface SiteTheme {
  name: string;
  logoUrl: string | null;
  primary: string;
  onPrimary: string;
  link: string;
  contact: { address: string; phone: string; email: string };
  /** The social links, each named ('Facebook') and an http(s) address. */
  social: readonly { name: string; url: string }[];
}

/** A colour as the inline style may take it: '#rrggbb', else the default's. */
const colorOr = (value: string, fallback: string) => (isHexColor(value) ? value : fallback);

/**
 * The theme of a website. What reaches the page was checked when it was saved; it is checked again
 * here, so that a row changed by other means cannot put anything but '#rrggbb' into the inline
 * style, nor an address of another kind into a link.
 */
export function themeOf(website: Website): SiteTheme {
  return {
    name: website.name,
    logoUrl: website.logoUrl && isContentUrl(website.logoUrl) ? website.logoUrl : null,
    primary: colorOr(website.primaryColor, websiteDefaults.primaryColor),
    onPrimary: colorOr(website.onPrimaryColor, websiteDefaults.onPrimaryColor),
    link: colorOr(website.accentColor, websiteDefaults.accentColor),
    contact: { address: website.address, phone: website.phone, email: website.email },
    social: socialLinks.flatMap(({ field, name }) => {
      const url = website[field];
      return url && isHttpUrl(url) ? [{ name, url }] : [];
    }),
  };
}

/** The custom properties of a theme, its colours only: nothing else reaches the inline style. */
function themeStyle(theme: SiteTheme) {
  const primary = colorOr(theme.primary, websiteDefaults.primaryColor);
  const onPrimary = colorOr(theme.onPrimary, websiteDefaults.onPrimaryColor);
  const link = colorOr(theme.link, websiteDefaults.accentColor);
  return `:root{--primary:${primary};--on-primary:${onPrimary};--link:${link};--accent:${link};--focus:${link}}`;
}

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
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title === theme.name ? title : `${title} | ${theme.name}`}</title>
        {description ? <meta name="description" content={description} /> : null}
        {noindex ? <meta name="robots" content="noindex" /> : null}
        <link rel="stylesheet" href={frame.styles} />
        <style dangerouslySetInnerHTML={{ __html: themeStyle(theme) }} />
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
        <SiteFooter theme={theme} />
      </body>
    </html>
  );
}

/** A phone number as a `tel:` link takes it: its digits, and a leading '+'. */
const telOf = (phone: string) => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;

/** The footer: the school's name, its contact details (an `address`) and its social links. */
function SiteFooter({ theme }: { theme: SiteTheme }) {
  const { address, phone, email } = theme.contact;
  const lines = address.split(/\r?\n/).filter((line) => line.trim());
  return (
    <footer className="site-footer">
      <div className="wrap">
        <p className="footer-name">{theme.name}</p>
        {lines.length || phone || email ? (
          <address>
            {lines.length ? (
              <p>
                {lines.map((line, index) => (
                  <Fragment key={index}>
                    {index ? <br /> : null}
                    {line}
                  </Fragment>
                ))}
              </p>
            ) : null}
            {phone ? (
              <p>
                Phone: <a href={telOf(phone)}>{phone}</a>
              </p>
            ) : null}
            {email ? (
              <p>
                Email: <a href={`mailto:${email}`}>{email}</a>
              </p>
            ) : null}
          </address>
        ) : null}
        {theme.social.length ? (
          <ul className="social" aria-label="Social media">
            {theme.social.map((link) => (
              <li key={link.name}>
                <a href={link.url} rel="noopener">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </footer>
  );
}

export const stylesPath = (version: string) => `${SITE_ASSETS}/site.css?v=${version}`;
