import { useCallback, useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  PAGE_META_GUIDANCE,
  pagesMessages,
  pagesPaths,
  slugOf,
  type PagePreview,
  type PageRequest,
  type SitePage,
} from '@cms/contract';
import { fieldsFor } from '@/components/form/fields-for';
import { emptyText } from '@/components/form/use-resource-form';
import { ItemPageForm, type ItemFormProps } from '@/components/form/page-form';
import { StaleBanner, useVersionedSave } from '@/components/form/stale-banner';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { pagesResource } from '../api';
import { BlockEditor } from './block-editor';
import { PAGE_STATUS_OPTIONS } from './page-columns';
import { PageView } from './page-view';

const Field = fieldsFor<PageRequest>();

const EMPTY = {
  ...emptyText('title', 'slug', 'metaTitle', 'metaDescription'),
  blocks: [] as NonNullable<PageRequest['blocks']>,
};

/** The saved page as the form holds it: each block's id, type, margins and content. */
const saved = (page: SitePage) => ({
  ...page,
  blocks: page.blocks.map(({ id, type, margins, content }) => ({ id, type, margins, content })),
});

/** How long a meta field is against the spec's guidance (50–60 for the title, 150–160 for the description). */
function LengthCounter({
  name,
  range: [low, high],
}: {
  name: 'metaTitle' | 'metaDescription';
  range: readonly [number, number];
}) {
  const length = (useWatch<PageRequest, typeof name>({ name }) ?? '').trim().length;
  const within = length >= low && length <= high;
  return (
    <span aria-live="polite">
      {length} characters; {low}–{high} recommended{within ? ' ✓' : ''}
    </span>
  );
}

/** The page's title and its address, first on the first tab: what a page is called comes before its blocks. */
function TitleFields() {
  const { getValues, setValue } = useFormContext<PageRequest>();
  return (
    <Card className="mb-6">
      <CardContent className="grid gap-5">
        <Field.Text name="title" label="Title" required />
        <div className="grid gap-2">
          <Field.Text
            name="slug"
            label="Slug"
            description="The page's address on the website. Left empty, it is made from the title."
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="w-fit"
            onClick={() => setValue('slug', slugOf(getValues('title')), { shouldDirty: true })}
          >
            Generate from title
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function SettingsFields() {
  return (
    <Card>
      <CardContent className="grid gap-5">
        <Field.Select name="status" label="Status" options={PAGE_STATUS_OPTIONS} />
        <Field.Text
          name="metaTitle"
          label="Meta title"
          description={<LengthCounter name="metaTitle" range={PAGE_META_GUIDANCE.title} />}
        />
        <Field.Textarea
          name="metaDescription"
          label="Meta description"
          rows={3}
          description={<LengthCounter name="metaDescription" range={PAGE_META_GUIDANCE.description} />}
        />
      </CardContent>
    </Card>
  );
}

/** The page as a visitor would see it: what the editor holds, sanitized by the server, never saved. */
function PreviewPane() {
  const { getValues } = useFormContext<PageRequest>();
  const preview = useMutation({ mutationFn: (page: PageRequest) => api.post<PagePreview>(pagesPaths.preview, page) });
  const { mutate } = preview;
  const ask = useCallback(() => mutate(getValues()), [mutate, getValues]);
  useEffect(ask, [ask]);
  if (preview.isError) {
    return <LoadError title="Failed to preview the page" error={preview.error} onRetry={ask} />;
  }
  if (!preview.data) return <LoadingState label="Loading preview..." />;
  return <PageView page={preview.data} />;
}

/**
 * The page editor (docs/product/pages.md §2): tabs Content (title, slug and the blocks), Settings (status, meta)
 * and Preview. A save sends the whole page with the version it was opened at; a refused one says why
 * under 'Validation Error' and opens the tab of the field at fault.
 */
export function PageForm({ item, onSubmit }: ItemFormProps<SitePage, PageRequest>) {
  const { stale, save, reload } = useVersionedSave(item, onSubmit, pagesResource.keys.detail);
  const [tab, setTab] = useState('content');
  const onInvalid = (fields: string[]) => {
    const named = fields.find((field) => field === 'title' || field === 'slug');
    if (named) {
      setTab('content');
      // The field may have been hidden when the check ran; once its tab shows, the cursor goes to it.
      requestAnimationFrame(() => document.getElementById(`page-${named}`)?.focus());
    }
    toast({
      title: pagesMessages.validationError,
      description:
        named === 'title'
          ? pagesMessages.titleRequired
          : named === 'slug'
            ? pagesMessages.slugRequired
            : 'Check the fields marked below.',
      variant: 'destructive',
    });
  };
  return (
    <div className="grid gap-6">
      {stale && <StaleBanner message={stale} onReload={reload} />}
      {/* A new version (saved here or read again) starts the form from it. */}
      <ItemPageForm
        key={item?.version}
        item={item}
        onSubmit={save}
        resource={pagesResource}
        empty={EMPTY}
        saved={saved}
        onInvalid={onInvalid}
      >
        <Tabs value={tab} onValueChange={setTab} className="mb-6">
          <TabsList>
            <TabsTrigger value="content">Content</TabsTrigger>
            <TabsTrigger value="settings">Settings</TabsTrigger>
            <TabsTrigger value="preview">Preview</TabsTrigger>
          </TabsList>
          {/* Content and Settings stay mounted, so a check can show its message on either. */}
          <TabsContent value="content" forceMount className="data-[state=inactive]:hidden">
            <TitleFields />
            <BlockEditor />
          </TabsContent>
          <TabsContent value="settings" forceMount className="data-[state=inactive]:hidden">
            <SettingsFields />
          </TabsContent>
          <TabsContent value="preview">
            <PreviewPane />
          </TabsContent>
        </Tabs>
      </ItemPageForm>
    </div>
  );
}
