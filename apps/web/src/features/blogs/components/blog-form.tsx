import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Controller, useForm, type FieldErrors, type UseFormSetError } from 'react-hook-form';
import { BLOG_STATUSES, blogRequest, type Blog, type BlogStatus } from '@cms/contract';
import type { z } from 'zod';
import { ImageField } from '@/components/image-field';
import { LazyRichTextEditor } from '@/components/rich-text/lazy-rich-text-editor';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { contractResolver } from '@/lib/contract-resolver';
import { BLOG_STATUS_LABELS } from './blog-badges';
import { DraftBlogTopics, SavedBlogTopics } from './blog-topics-tab';

export interface BlogFormValues {
  title: string;
  creatorName: string;
  summary: string;
  description: string;
  imgUrl: string;
  status: BlogStatus;
  hpBlog: boolean;
  /** The picked topic ids of a new blog; an existing blog's topics are linked as they are toggled. */
  topics: number[];
}

/** What the form hands over: the contract's parsed body (trimmed, imgUrl null when empty). */
export type BlogFormResult = z.output<typeof blogRequest>;

const FIELDS = ['title', 'creatorName', 'summary', 'description', 'imgUrl', 'status', 'hpBlog'] as const;
type FieldName = (typeof FIELDS)[number];
/** The fields that can take focus, in the order they are shown. */
const FOCUSABLE: FieldName[] = ['title', 'creatorName', 'summary'];

// The form always holds every field as the contract's schema accepts it.
const resolver = contractResolver<BlogFormValues, BlogFormResult>(blogRequest);

/** Puts the server's validation issues beside the fields they name. */
function showServerErrors(error: unknown, setError: UseFormSetError<BlogFormValues>): void {
  if (!(error instanceof ApiError)) return;
  for (const issue of error.body?.issues ?? []) {
    const field = FIELDS.find((name) => name === issue.path);
    if (field) setError(field, { type: 'server', message: issue.message });
  }
}

export interface BlogFormProps {
  /** The blog being edited; absent when creating one. */
  blog?: Blog;
  /** Resolves when saved; a rejection keeps the form as typed (the error toast is shared). */
  onSubmit: (values: BlogFormResult) => Promise<unknown>;
  onCancel: () => void;
}

type Tab = 'details' | 'topics';

/**
 * New Blog and Edit Blog (one form, `isEdit = Boolean(blog)`; spec 01 §2 "Blog form", §5), validated
 * with the contract's schema: tabs Details and Topics, the title required, the image URL valid or empty.
 */
export function BlogForm({ blog, onSubmit, onCancel }: BlogFormProps) {
  const isEdit = Boolean(blog);
  const [tab, setTab] = useState<Tab>('details');
  const form = useForm<BlogFormValues, unknown, BlogFormResult>({
    resolver,
    shouldFocusError: false,
    defaultValues: {
      title: blog?.title ?? '',
      creatorName: blog?.creatorName ?? '',
      summary: blog?.summary ?? '',
      description: blog?.description ?? '',
      imgUrl: blog?.imgUrl ?? '',
      status: blog?.status ?? 'DRAFT',
      hpBlog: blog?.hpBlog ?? false,
      topics: blog?.topics.map((topic) => topic.id) ?? [],
    },
  });
  const { errors, isSubmitting } = form.formState;

  /** Every field with a message is on the Details tab: show it and put the cursor in the first. */
  const revealErrors = (fieldErrors: FieldErrors<BlogFormValues>) => {
    flushSync(() => setTab('details'));
    const first = FOCUSABLE.find((name) => fieldErrors[name]);
    if (first) form.setFocus(first);
  };

  const submit = form.handleSubmit(async (values) => {
    // An existing blog's topics are already saved: leaving them out keeps them as they are.
    const result: BlogFormResult = isEdit ? { ...values, topics: undefined } : values;
    try {
      await onSubmit(result);
    } catch (error) {
      showServerErrors(error, form.setError);
      if (Object.keys(form.formState.errors).length > 0) revealErrors(form.formState.errors);
    }
  }, revealErrors);

  const errorId = (name: FieldName) => (errors[name] ? `blog-${name}-error` : undefined);
  const errorText = (name: FieldName) =>
    errors[name] && (
      <p id={`blog-${name}-error`} role="alert" className="text-sm font-medium text-destructive">
        {errors[name]?.message}
      </p>
    );

  return (
    <form onSubmit={submit} noValidate aria-busy={isSubmitting} className="grid gap-6">
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList>
          <TabsTrigger value="details">Details</TabsTrigger>
          <TabsTrigger value="topics">Topics</TabsTrigger>
        </TabsList>

        {/* Both tabs stay mounted, so the editor keeps its state and every field its value. */}
        <TabsContent value="details" forceMount className="grid gap-5 data-[state=inactive]:hidden">
          <FormField label="Title" error={errors.title?.message} requiredMark id="blog-title">
            <Input autoComplete="off" required {...form.register('title')} />
          </FormField>
          <FormField label="Creator Name" error={errors.creatorName?.message} id="blog-creator-name">
            <Input autoComplete="name" {...form.register('creatorName')} />
          </FormField>
          <FormField label="Summary" error={errors.summary?.message} id="blog-summary">
            <Textarea rows={3} {...form.register('summary')} />
          </FormField>

          <div className="grid gap-2">
            <Controller
              control={form.control}
              name="imgUrl"
              render={({ field }) => (
                <ImageField
                  id="blog-img-url"
                  label="Image URL"
                  value={field.value}
                  onChange={field.onChange}
                  invalid={Boolean(errors.imgUrl)}
                  describedBy={errorId('imgUrl')}
                />
              )}
            />
            {errorText('imgUrl')}
          </div>

          <div className="grid gap-2">
            <Controller
              control={form.control}
              name="description"
              render={({ field }) => (
                <LazyRichTextEditor
                  id="blog-description"
                  label="Description"
                  value={field.value}
                  onChange={field.onChange}
                  invalid={Boolean(errors.description)}
                  describedBy={errorId('description')}
                  placeholder="Write the blog post..."
                />
              )}
            />
            {errorText('description')}
          </div>

          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label="Status" error={errors.status?.message} id="blog-status">
              <Select {...form.register('status')}>
                {BLOG_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {BLOG_STATUS_LABELS[status]}
                  </option>
                ))}
              </Select>
            </FormField>
            <Controller
              control={form.control}
              name="hpBlog"
              render={({ field }) => (
                <div className="flex items-center gap-3 sm:pt-7">
                  <Switch
                    id="blog-hp-blog"
                    checked={field.value}
                    onCheckedChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                  <Label htmlFor="blog-hp-blog">Show on homepage</Label>
                </div>
              )}
            />
          </div>
        </TabsContent>

        <TabsContent value="topics" forceMount className="data-[state=inactive]:hidden">
          {blog ? (
            <SavedBlogTopics blog={blog} />
          ) : (
            <Controller
              control={form.control}
              name="topics"
              render={({ field }) => <DraftBlogTopics value={field.value} onChange={field.onChange} />}
            />
          )}
        </TabsContent>
      </Tabs>

      <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner label="" />}
          {isSubmitting ? 'Saving...' : isEdit ? 'Save Changes' : 'Create Blog'}
        </Button>
      </div>
    </form>
  );
}
