import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { websiteDefaults } from '@cms/contract';
import { badRequest, serverError } from '@/test/fake-api';
import { field, messageOf, openWith, retryAfterLoadError, submitted } from '@/test/queries';
import { RIVERSIDE } from '@/test/render';

const TITLE = 'Website Settings';
const PUT = 'PUT /websites/1';

/** Opens /settings as an ADMIN of the demo school and waits for its form. */
async function openSettings(options?: Parameters<typeof openWith>[3]) {
  const api = await openWith('/settings', TITLE, {}, options);
  await screen.findByRole('form', { name: 'Website settings' });
  return api;
}

/** What the form shows of a pair's contrast. */
const contrastOf = (pair: string) => screen.getByText(new RegExp(`^${pair}: contrast`));

/** Replaces what a field holds with `value`. */
async function retype(api: Awaited<ReturnType<typeof openSettings>>, label: string, value: string) {
  await api.user.clear(field(label));
  if (value) await api.user.type(field(label), value);
}

describe('the Settings screen (/settings)', () => {
  it("shows the website's settings, and each colour pair's contrast", async () => {
    await openSettings();
    expect(field('Name')).toHaveValue('Riverside High School');
    expect(field('Admin URL')).toHaveAttribute('readonly');
    expect(field('Primary colour')).toHaveValue(websiteDefaults.primaryColor);
    expect(field('Text colour on the primary colour')).toHaveValue(websiteDefaults.onPrimaryColor);
    expect(field('Accent colour')).toHaveValue(websiteDefaults.accentColor);
    expect(field('Time zone')).toHaveValue('America/New_York');
    expect(screen.getByLabelText('Pick the primary colour')).toHaveAttribute('type', 'color');
    expect(contrastOf('Text on the primary colour')).toHaveTextContent(
      'Text on the primary colour: contrast 8.6:1, passes WCAG AA',
    );
    expect(contrastOf('Links in the accent colour on white')).toHaveTextContent('contrast 7.5:1, passes WCAG AA');
    // The sections are headed in order under the screen's h1.
    const form = screen.getByRole('form', { name: 'Website settings' });
    expect(
      within(form)
        .getAllByRole('heading')
        .map((h) => `${h.tagName} ${h.textContent}`),
    ).toEqual(['H2 School', 'H2 Logo and colours', 'H2 Contact details', 'H2 Social links', 'H2 Time zone']);
  });

  it('shows the contrast again as a colour changes, typed or picked', async () => {
    const api = await openSettings();
    await retype(api, 'Primary colour', '#777777');
    expect(contrastOf('Text on the primary colour')).toHaveTextContent('contrast 4.4:1, below the 4.5:1 WCAG AA needs');
    fireEvent.change(screen.getByLabelText('Pick the accent colour'), { target: { value: '#999999' } });
    expect(field('Accent colour')).toHaveValue('#999999');
    expect(contrastOf('Links in the accent colour on white')).toHaveTextContent('contrast 2.8:1, below');
    await retype(api, 'Primary colour', '#77');
    expect(screen.getByText(/^Text on the primary colour: enter its colours/)).toBeInTheDocument();
  });

  it('refuses a pair below 4.5:1 beside its field, with the ratio, and sends nothing', async () => {
    const api = await openSettings();
    await retype(api, 'Primary colour', '#777777');
    await retype(api, 'Accent colour', '#999999');
    await api.user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() =>
      expect(messageOf(field('Text colour on the primary colour'))).toBe(
        'The text colour on the primary colour has a contrast of 4.4:1; it needs at least 4.5:1 (WCAG AA)',
      ),
    );
    expect(messageOf(field('Accent colour'))).toBe(
      'The accent colour on white has a contrast of 2.8:1; it needs at least 4.5:1 (WCAG AA)',
    );
    expect(api.calls().some((call) => call.startsWith('PUT'))).toBe(false);
  });

  it('says what is wrong with a colour, a link, an email address', async () => {
    const api = await openSettings();
    await retype(api, 'Primary colour', 'navy');
    await retype(api, 'Facebook', 'javascript:alert(1)');
    await retype(api, 'Email', 'office');
    await api.user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() =>
      expect(messageOf(field('Primary colour'))).toBe('Primary colour must be written #rrggbb, such as #1f4e79'),
    );
    expect(messageOf(field('Facebook'))).toBe('Facebook link must be an http(s):// address');
    expect(messageOf(field('Email'))).toBe('Please enter a valid email address');
    expect(api.calls().some((call) => call.startsWith('PUT'))).toBe(false);
  });

  it('saves the settings and says so', async () => {
    const api = await openSettings();
    await retype(api, 'Primary colour', '#7A1F2B');
    await retype(api, 'Accent colour', '#0b5394');
    await api.user.type(field('Address'), '1200 River Road{Enter}Riverside, NY 10001');
    await api.user.type(field('Phone'), '(555) 010-2400');
    await api.user.type(field('Email'), 'office@riverside.example');
    await api.user.type(field('Instagram'), 'https://www.instagram.com/riverside');
    await api.user.selectOptions(field('Time zone'), 'America/Chicago');
    expect(await submitted(api, 'Save Settings', PUT)).toEqual({
      name: 'Riverside High School',
      adminUrl: 'admin.riverside.example',
      // As the contract reads it: what is empty is none, a colour in lower case.
      publicUrl: null,
      logoUrl: null,
      primaryColor: '#7a1f2b',
      onPrimaryColor: '#ffffff',
      accentColor: '#0b5394',
      address: '1200 River Road\nRiverside, NY 10001',
      phone: '(555) 010-2400',
      email: 'office@riverside.example',
      facebookUrl: null,
      instagramUrl: 'https://www.instagram.com/riverside',
      xUrl: null,
      youtubeUrl: null,
      timeZone: 'America/Chicago',
    });
    expect(await screen.findByText('Website settings saved')).toBeInTheDocument();
    expect(api.websites.get(1)).toMatchObject({
      primaryColor: '#7a1f2b',
      instagramUrl: 'https://www.instagram.com/riverside',
      facebookUrl: null,
      timeZone: 'America/Chicago',
    });
    // The form holds what was saved.
    await waitFor(() => expect(field('Primary colour')).toHaveValue('#7a1f2b'));
  });

  it("shows the server's refusal beside its field", async () => {
    const message = 'The accent colour on white has a contrast of 4.4:1; it needs at least 4.5:1 (WCAG AA)';
    const api = await openSettings({
      overrides: { [PUT]: () => badRequest({ path: 'body.accentColor', message }) },
    });
    await api.user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(messageOf(field('Accent colour'))).toBe(message));
  });

  it('reads the website again after a failed load', async () => {
    let failing = true;
    await openWith(
      '/settings',
      TITLE,
      {},
      { overrides: { 'GET /websites/1': () => (failing ? serverError() : undefined) } },
    );
    await retryAfterLoadError("Failed to load the website's settings", () => (failing = false));
    expect(await screen.findByRole('form', { name: 'Website settings' })).toBeInTheDocument();
  });

  it.each([['EDITOR'], ['VIEWER']])('tells an %s it may not edit the website, and reads nothing', async (role) => {
    const { calls } = await openWith('/settings', TITLE, { websites: [RIVERSIDE] }, { roles: [role] });
    expect(screen.getByText('You do not have permission to edit this website')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(calls().some((call) => call.includes('/websites/1'))).toBe(false);
  });
});
