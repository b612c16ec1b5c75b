import { z } from 'zod';
import { dated, entity } from './entities.js';
import { contentUrl, isHttpUrl, requiredText } from './fields.js';
import { required } from './messages.js';
import { pageOf } from './paging.js';

export const websitesPaths = {
  websites: '/websites',
  website: '/websites/:id',
  find: '/wms/public/wlc/websites/find',
} as const;

export const websitesMessages = {
  nameRequired: required('Name'),
  adminUrlRequired: required('Admin URL'),
  adminUrlInvalid: 'Admin URL must be a host name such as admin.school.example',
  publicUrlInvalid: 'Please enter a valid URL',
  adminUrlTaken: 'A website with this admin URL already exists',
  cannotDeleteOwn: 'You cannot delete the website you are signed in to',
  cannotDeleteHome: 'You cannot delete the website your account belongs to',
  logoUrlInvalid: 'The logo must be an uploaded image or an http(s):// address',
  primaryColorInvalid: 'Primary colour must be written #rrggbb, such as #1f4e79',
  onPrimaryColorInvalid: 'Text colour on the primary colour must be written #rrggbb, such as #ffffff',
  accentColorInvalid: 'Accent colour must be written #rrggbb, such as #0550ae',
  emailInvalid: 'Please enter a valid email address',
  timeZoneInvalid: 'Time zone must be a time zone name such as America/New_York',
} as const;

const HOST_PATTERN =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/;

export const adminHost = z
  .string({ error: websitesMessages.adminUrlRequired })
  .trim()
  .toLowerCase()
  .min(1, websitesMessages.adminUrlRequired)
  .max(253, websitesMessages.adminUrlInvalid)
  .regex(HOST_PATTERN, websitesMessages.adminUrlInvalid);

export const httpUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(2048, message)
    // The rule of every URL users give (imgUrl and the others), less the uploads path: a website's
    // public address is absolute.
    .refine((value) => isHttpUrl(value), message);

/*
 * A website's look and details on its public site (docs/product/websites.md §3): its logo, its
 * colours, the contact details and social links of the footer, and the time zone its dates are
 * shown in. Each colour pair a visitor reads is held to WCAG AA (4.5:1 for text) when saved.
 */

/** What a website shows until its staff choose otherwise; both colour pairs pass the contrast check. */
export const websiteDefaults = {
  logoUrl: null,
  primaryColor: '#1f4e79',
  onPrimaryColor: '#ffffff',
  accentColor: '#0550ae',
  address: '',
  phone: '',
  email: '',
  facebookUrl: null,
  instagramUrl: null,
  xUrl: null,
  youtubeUrl: null,
  timeZone: 'America/New_York',
} as const;

/** The social links a website may have, by field, each named as its footer names it. */
export const socialLinks = [
  { field: 'facebookUrl', name: 'Facebook' },
  { field: 'instagramUrl', name: 'Instagram' },
  { field: 'xUrl', name: 'X' },
  { field: 'youtubeUrl', name: 'YouTube' },
] as const;
export type SocialField = (typeof socialLinks)[number]['field'];

const HEX_COLOR = /^#[0-9a-f]{6}$/;

/** A colour as the site's style sheet is given it: '#rrggbb', lower case. */
export const isHexColor = (value: string) => HEX_COLOR.test(value);

/** One channel of an sRGB colour, linear (WCAG 2.1's relative luminance). */
function linear(channel: number) {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.1's relative luminance of a '#rrggbb' colour: 0 for black, 1 for white. */
export function relativeLuminance(color: string) {
  const [r, g, b] = [1, 3, 5].map((at) => linear(Number.parseInt(color.slice(at, at + 2), 16))) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two '#rrggbb' colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(a: string, b: string) {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA's least contrast for text of ordinary size. */
export const MIN_TEXT_CONTRAST = 4.5;

/** A ratio as it is written, '2.9:1': rounded down, so a refused pair never reads as enough. */
export function ratioText(ratio: number) {
  const down = Math.floor(ratio * 10) / 10;
  return `${Number.isInteger(down) ? down : down.toFixed(1)}:1`;
}

export interface ThemeColors {
  primaryColor: string;
  onPrimaryColor: string;
  accentColor: string;
}

/**
 * The colour pairs a visitor reads, each as text on a background: the primary colour's text (the
 * header, the menu, buttons), and the accent colour of links and focus on the page's white. A
 * refusal is shown at `field`.
 */
export const contrastPairs = [
  {
    field: 'onPrimaryColor',
    words: 'The text colour on the primary colour',
    text: (colors: ThemeColors) => colors.onPrimaryColor,
    background: (colors: ThemeColors) => colors.primaryColor,
  },
  {
    field: 'accentColor',
    words: 'The accent colour on white',
    text: (colors: ThemeColors) => colors.accentColor,
    background: () => '#ffffff',
  },
] as const;

/** Why a pair is refused: 'The text colour on the primary colour has a contrast of 2.9:1; ...'. */
export const contrastMessage = (words: string, ratio: number) =>
  `${words} has a contrast of ${ratioText(ratio)}; it needs at least ${MIN_TEXT_CONTRAST}:1 (WCAG AA)`;

/** A pair's ratio, whether it passes and what its refusal says. */
function judged(pair: (typeof contrastPairs)[number], colors: ThemeColors) {
  const ratio = contrastRatio(pair.text(colors), pair.background(colors));
  return { field: pair.field, ratio, passes: ratio >= MIN_TEXT_CONTRAST, message: contrastMessage(pair.words, ratio) };
}

/** Each pair's ratio and whether it passes, as the console shows them while colours are chosen. */
export const themeContrasts = (colors: ThemeColors) => contrastPairs.map((pair) => judged(pair, colors));

/**
 * The pairs of a theme that fail, each with its field and message. A pair of which a colour is
 * missing, or is not '#rrggbb', is not judged.
 */
export function contrastFailures(colors: Partial<ThemeColors>) {
  const given = { primaryColor: '', onPrimaryColor: '', accentColor: '', ...colors } as ThemeColors;
  return contrastPairs
    .filter((pair) => isHexColor(pair.text(given)) && isHexColor(pair.background(given)))
    .map((pair) => judged(pair, given))
    .filter((pair) => !pair.passes);
}

/** The zones already named, each as the platform knows it: a date format is costly to make (the site asks on every page). */
const knownZones = new Map<string, string>();
/** How many names are remembered: every zone the platform knows, and room for other spellings of them. */
const KNOWN_ZONES_MAX = 2000;

/** An IANA time zone name as the platform knows it ('America/New_York'), or null for anything else. */
export function timeZoneOf(value: string): string | null {
  const known = knownZones.get(value);
  if (known !== undefined) return known;
  if (!/^[A-Za-z][\w+-]*(\/[\w+-]+){0,2}$/.test(value)) return null;
  try {
    const zone = new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
    if (knownZones.size < KNOWN_ZONES_MAX) knownZones.set(value, zone);
    return zone;
  } catch {
    return null;
  }
}

/*
 * The settings are optional in a request: left out, a new website takes `websiteDefaults` and an
 * edited one keeps what it has, so a client that sends only the name and addresses changes nothing
 * else. null and '' clear what may be cleared.
 */

const hexColor = (message: string) =>
  z.string({ error: message }).trim().toLowerCase().regex(HEX_COLOR, message).optional();

/** An uploaded image or an http(s) address; null and '' clear it. */
const optionalImage = (message: string) =>
  z
    .union([z.null(), z.string().trim().length(0), contentUrl(message)], { error: message })
    .transform((value) => value || null)
    .optional();

/** Plain text, at most `max`; null clears it (''). */
const detail = (max: number) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullable()
    .transform((value) => value ?? '')
    .optional();

const socialUrl = (name: string) => {
  const message = `${name} link must be an http(s):// address`;
  return z
    .union([z.null(), z.literal(''), httpUrl(message)], { error: message })
    .transform((value) => value || null)
    .optional();
};

export const websiteRequest = z
  .object({
    name: requiredText(websitesMessages.nameRequired, 200),
    adminUrl: adminHost,
    // null and '' clear it, so a website read from the server can be sent back as it is.
    publicUrl: z
      .union([z.literal(''), httpUrl(websitesMessages.publicUrlInvalid)], { error: websitesMessages.publicUrlInvalid })
      .nullish()
      .transform((value) => value || null),
    logoUrl: optionalImage(websitesMessages.logoUrlInvalid),
    primaryColor: hexColor(websitesMessages.primaryColorInvalid),
    onPrimaryColor: hexColor(websitesMessages.onPrimaryColorInvalid),
    accentColor: hexColor(websitesMessages.accentColorInvalid),
    address: detail(500),
    phone: detail(50),
    email: z
      .union([z.null(), z.string().trim().length(0), z.string().trim().max(254).pipe(z.email())], {
        error: websitesMessages.emailInvalid,
      })
      .transform((value) => value ?? '')
      .optional(),
    facebookUrl: socialUrl('Facebook'),
    instagramUrl: socialUrl('Instagram'),
    xUrl: socialUrl('X'),
    youtubeUrl: socialUrl('YouTube'),
    timeZone: z
      .string({ error: websitesMessages.timeZoneInvalid })
      .trim()
      .max(64, websitesMessages.timeZoneInvalid)
      .transform((value, context) => {
        const zone = timeZoneOf(value);
        if (zone === null) context.addIssue({ code: 'custom', message: websitesMessages.timeZoneInvalid });
        return zone ?? value;
      })
      .optional(),
  })
  // Both colours of a pair given: the pair is checked here (the server checks a pair completed by
  // the saved colours too).
  .superRefine((body, context) => {
    for (const failure of contrastFailures(body))
      context.addIssue({ code: 'custom', path: [failure.field], message: failure.message });
  });
export type WebsiteRequest = z.input<typeof websiteRequest>;
/** A request as the server is given it: the settings left out are undefined. */
export type WebsiteBody = z.output<typeof websiteRequest>;

export const website = entity({
  name: z.string(),
  adminUrl: z.string(),
  publicUrl: z.string().nullable(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  onPrimaryColor: z.string(),
  accentColor: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  facebookUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  xUrl: z.string().nullable(),
  youtubeUrl: z.string().nullable(),
  timeZone: z.string(),
  ...dated,
});
export type Website = z.infer<typeof website>;
export const websitePage = pageOf(website);

export const websiteFindQuery = z.object({
  adminUrl: z
    .string({ error: websitesMessages.adminUrlRequired })
    .trim()
    .toLowerCase()
    .max(253, websitesMessages.adminUrlInvalid),
});
