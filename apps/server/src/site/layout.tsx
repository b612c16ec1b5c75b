import type { Alert, NavItem, Website } from '@cms/contract';
import { isContentUrl, isHexColor, isHttpUrl, SITE_ASSETS, socialLinks, websiteDefaults } from '@cms/contract';
import { Fragment, type ReactNode } from 'react';
import { AlertBanner } from '../areas/alerts/alerts-site.js';
import { SiteMenu } from '../areas/navigation/navigation-site.js';
import { absoluteUrl, type SiteView, type StructuredData } from '../platform/site/site-page.js';

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
  /** The site's absolute address, without a trailing '/' (`SiteVisit.siteUrl`). */
  siteUrl: string;
}

/**
 * What the head says of a page for search engines and for sharing: its canonical address (a path of
 * the site with its query), and its picture, kind, structured data and feeds (`SiteView`).
 */
export type PageHead = Pick<SiteView, 'image' | 'kind' | 'data' | 'feeds'> & { canonical: string };

/**
 * Structured data as the text of a `<script type="application/ld+json">`: JSON with `<`, `>`, `&`
 * and the two line separators escaped, so that no text in it (a title with `</script>`) can end the
 * element or be read as markup. A data block is never run, so the CSP's `script-src` does not apply.
 */
export const jsonLd = (data: StructuredData) =>
  JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * The head's canonical link, OpenGraph and Twitter card tags (the page's own picture as a large
 * card, else the school's logo as a small one), its feeds and its structured data.
 */
function Shared({
  frame,
  title,
  description,
  head,
}: {
  frame: Frame;
  title: string;
  description?: string;
  head: PageHead;
}) {
  const { theme } = frame;
  const url = `${frame.siteUrl}${head.canonical}`;
  const own = head.image ? absoluteUrl(frame, head.image) : null;
  const image = own ?? (theme.logoUrl ? absoluteUrl(frame, theme.logoUrl) : null);
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:type" content={head.kind ?? 'website'} />
      <meta property="og:site_name" content={theme.name} />
      <meta property="og:title" content={title} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:url" content={url} />
      {image ? <meta property="og:image" content={image} /> : null}
      <meta name="twitter:card" content={own ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      {description ? <meta name="twitter:description" content={description} /> : null}
      {image ? <meta name="twitter:image" content={image} /> : null}
      {head.feeds?.map((feed) => (
        <link key={feed.path} rel="alternate" type={feed.type} title={feed.title} href={`${frame.base}${feed.path}`} />
      ))}
      {head.data?.map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />
      ))}
    </>
  );
}

/**
 * A whole page of the public site (docs/design.md §10): `lang`, the title, what the page's `head`
 * says of it for search engines and sharing (a page of content has one; an error page has none), a
 * skip link to the main content, the live alerts, the header with the school's name and menu, the
 * page in `main`, and the footer. No script: structured data is a data block, never run.
 */
export function Document({
  frame,
  title,
  description,
  noindex,
  head,
  children,
}: {
  frame: Frame;
  title: string;
  description?: string;
  noindex?: boolean;
  head?: PageHead;
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
        {head ? <Shared frame={frame} title={title} description={description} head={head} /> : null}
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
