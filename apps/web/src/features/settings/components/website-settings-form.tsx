import type { ReactNode } from 'react';
import { socialLinks, websiteRequest, type Website, type WebsiteRequest } from '@cms/contract';
import { FieldIds } from '@/components/form/field-chrome';
import { fieldsFor } from '@/components/form/fields-for';
import { PageForm } from '@/components/form/page-form';
import { draftBaseOf, useResourceForm } from '@/components/form/use-resource-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useUpdateWebsite } from '../api';
import { ColorField, ContrastCheck } from './color-fields';

const Field = fieldsFor<WebsiteRequest>();

/** The form's values of a saved website: every field as its input shows it ('' for none). */
export function valuesOf(website: Website) {
  return {
    name: website.name,
    adminUrl: website.adminUrl,
    publicUrl: website.publicUrl ?? '',
    logoUrl: website.logoUrl ?? '',
    primaryColor: website.primaryColor,
    onPrimaryColor: website.onPrimaryColor,
    accentColor: website.accentColor,
    address: website.address,
    phone: website.phone,
    email: website.email,
    facebookUrl: website.facebookUrl ?? '',
    instagramUrl: website.instagramUrl ?? '',
    xUrl: website.xUrl ?? '',
    youtubeUrl: website.youtubeUrl ?? '',
    timeZone: website.timeZone,
  };
}

/** The time zones a website may take, by their IANA names, the saved one among them. */
function timeZones(saved: string) {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([saved, 'UTC', ...known])].sort().map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
}

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">{children}</CardContent>
    </Card>
  );
}

/**
 * The website's settings (docs/product/websites.md §2): its name and public address, its logo and
 * colours with the contrast of each pair shown as they change, the footer's contact details and
 * social links, and its time zone. The contract's checks run as the server's do; a refusal of the
 * server's is shown beside its field.
 */
export function WebsiteSettingsForm({ website }: { website: Website }) {
  const update = useUpdateWebsite(website.id);
  const resourceForm = useResourceForm({
    schema: websiteRequest,
    defaultValues: valuesOf(website),
    draftKey: `website:${website.id}`,
    draftBase: draftBaseOf(website),
    onSubmit: async (body) => {
      const saved = await update.mutateAsync(body);
      resourceForm.form.reset(valuesOf(saved));
    },
  });
  return (
    <FieldIds prefix="website">
      <PageForm resourceForm={resourceForm} label="Website settings" cancelTo="/" submitLabel="Save Settings">
        <div className="grid gap-6">
          <Section title="School" description="The school's name and the addresses of its console and public site.">
            <Field.Text name="name" label="Name" required />
            <Field.Text
              name="adminUrl"
              label="Admin URL"
              readOnly
              description="The console's address; only a district administrator changes it."
            />
            <Field.Text
              name="publicUrl"
              label="Public URL"
              placeholder="https://www.school.example"
              description="The public site's own address, if it has one."
            />
          </Section>
          <Section
            title="Logo and colours"
            description="How the public site looks. Each pair of colours a visitor reads needs a contrast of at least 4.5:1 (WCAG AA)."
          >
            <Field.ImageUrl name="logoUrl" label="Logo" />
            <ColorField<WebsiteRequest>
              name="primaryColor"
              label="Primary colour"
              description="The header, the menu and the buttons."
            />
            <ColorField<WebsiteRequest>
              name="onPrimaryColor"
              label="Text colour on the primary colour"
              description="The school's name, the menu and button labels on the primary colour."
            />
            <ContrastCheck pair="onPrimaryColor" />
            <ColorField<WebsiteRequest>
              name="accentColor"
              label="Accent colour"
              description="Links and the focus outline, on the page's white."
            />
            <ContrastCheck pair="accentColor" />
          </Section>
          <Section title="Contact details" description="Shown in the footer of every page of the public site.">
            <Field.Textarea name="address" label="Address" rows={3} />
            <div className="grid gap-5 sm:grid-cols-2">
              <Field.Text name="phone" label="Phone" autoComplete="off" />
              <Field.Text name="email" label="Email" type="email" />
            </div>
          </Section>
          <Section title="Social links" description="Links to the school's pages, in the footer; http(s):// addresses.">
            <div className="grid gap-5 sm:grid-cols-2">
              {socialLinks.map(({ field, name }) => (
                <Field.Text key={field} name={field} label={name} placeholder="https://" />
              ))}
            </div>
          </Section>
          <Section title="Time zone" description="Dates and times on the public site are shown in this time zone.">
            <Field.Select name="timeZone" label="Time zone" options={timeZones(website.timeZone)} />
          </Section>
        </div>
      </PageForm>
    </FieldIds>
  );
}
