import { Controller, useForm, type FieldErrors, type UseFormSetError } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { newsMessages, newsRequest, type News, type NewsStatus } from '@cms/contract';
import { ImageField } from '@/components/image-field';
import { LazyRichTextEditor } from '@/components/rich-text/lazy-rich-text-editor';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { contractResolver } from '@/lib/contract-resolver';
import { NewsCategoryChecklist } from './news-category-checklist';
import { NEWS_STATUS_LABELS, NEWS_STATUS_OPTIONS } from './news-status-badge';

export interface NewsFormValues {
  title: string;
  summary: string;
  content: string;
  creator_name: string;
  imgUrl: string;
  status: NewsStatus;
  showOnHomePage: boolean;
  categoryIds: number[];
}

/** What the form hands over: the contract's parsed request (trimmed, imgUrl null when empty). */
export type NewsFormResult = z.output<typeof newsRequest>;

// The contract's schema as it is, with each field's own message (lib/contract-resolver.ts: zodResolver
// would show the image URL union's first branch, 'expected null', instead of 'Please enter a valid URL').
const resolver = contractResolver<NewsFormValues, NewsFormResult>(newsRequest);

const FIELDS = ['title', 'summary', 'content', 'creator_name', 'imgUrl', 'status', 'categoryIds'] as const;

export const NEWS_FIELD_IDS = {
  title: 'news-title',
  summary: 'news-summary',
  content: 'news-content',
  creatorName: 'news-creator-name',
  imgUrl: 'news-img-url',
  status: 'news-status',
  showOnHomePage: 'news-show-on-home-page',
} as const;

function defaultsOf(news: News | undefined): NewsFormValues {
  return {
    title: news?.title ?? '',
    summary: news?.summary ?? '',
    content: news?.content ?? '',
    creator_name: news?.creator_name ?? '',
    imgUrl: news?.imgUrl ?? '',
    // Spec 01 §5: a new item is a draft, not on the home page.
    status: news?.status ?? 'DRAFT',
    showOnHomePage: news?.showOnHomePage ?? false,
    categoryIds: news?.categories.map((c) => c.id) ?? [],
  };
}

/** Puts the server's word on a field: a validation issue naming it, or content that is only markup. */
function showServerErrors(error: unknown, setError: UseFormSetError<NewsFormValues>): void {
  if (!(error instanceof ApiError) || error.status !== 400) return;
  const issues = error.body?.issues ?? [];
  for (const issue of issues) {
    const field = FIELDS.find((name) => name === issue.path || issue.path.startsWith(`${name}.`));
    if (field) setError(field, { type: 'server', message: issue.message });
  }
  if (issues.length === 0 && error.serverMessage === newsMessages.contentRequired) {
    setError('content', { type: 'server', message: newsMessages.contentRequired });
  }
}

/** The editable area is not a registered input, so react-hook-form cannot focus it by itself. */
function focusFirstError(errors: FieldErrors<NewsFormValues>) {
  if (errors.title) return;
  if (errors.content) document.getElementById(NEWS_FIELD_IDS.content)?.focus();
}

export interface NewsFormProps {
  /** The item being edited; absent when creating one. */
  news?: News;
  /** Resolves when saved; a rejection keeps the form as typed (the error toast is shared). */
  onSubmit: (values: NewsFormResult) => Promise<unknown>;
}

/**
 * New News Article and Edit News: one form (`isEdit = Boolean(news)`) validated with the contract's
 * schema, so the spec's messages (spec 01 §5) appear beside their fields, marked aria-invalid.
 */
export function NewsForm({ news, onSubmit }: NewsFormProps) {
  const isEdit = Boolean(news);
  const form = useForm<NewsFormValues, unknown, NewsFormResult>({ resolver, defaultValues: defaultsOf(news) });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showServerErrors(error, form.setError);
    }
  }, focusFirstError);

  const contentErrorId = `${NEWS_FIELD_IDS.content}-error`;
  const imgErrorId = `${NEWS_FIELD_IDS.imgUrl}-error`;

  return (
    <form onSubmit={submit} noValidate aria-busy={isSubmitting} aria-label={isEdit ? 'Edit News' : 'New News Article'}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card>
          <CardContent className="grid gap-5">
            <FormField id={NEWS_FIELD_IDS.title} label="Title" error={errors.title?.message} requiredMark>
              <Input autoComplete="off" required {...form.register('title')} />
            </FormField>
            <FormField
              id={NEWS_FIELD_IDS.summary}
              label="Summary"
              error={errors.summary?.message}
              description="A sentence or two shown in news lists."
            >
              <Textarea rows={3} {...form.register('summary')} />
            </FormField>
            <div className="grid gap-2">
              <Controller
                control={form.control}
                name="content"
                render={({ field }) => (
                  <LazyRichTextEditor
                    id={NEWS_FIELD_IDS.content}
                    label="Content"
                    required
                    value={field.value}
                    onChange={field.onChange}
                    invalid={Boolean(errors.content)}
                    describedBy={errors.content ? contentErrorId : undefined}
                    placeholder="Write the article..."
                  />
                )}
              />
              {errors.content && (
                <p id={contentErrorId} role="alert" className="text-sm font-medium text-destructive">
                  {errors.content.message}
                </p>
              )}
            </div>
            <FormField
              id={NEWS_FIELD_IDS.creatorName}
              label="Creator Name"
              error={errors.creator_name?.message}
              description="Shown as the author; 'System' when left empty."
            >
              <Input autoComplete="off" {...form.register('creator_name')} />
            </FormField>
            <div className="grid gap-2">
              <Controller
                control={form.control}
                name="imgUrl"
                render={({ field }) => (
                  <ImageField
                    id={NEWS_FIELD_IDS.imgUrl}
                    label="Image"
                    value={field.value}
                    onChange={field.onChange}
                    invalid={Boolean(errors.imgUrl)}
                    describedBy={errors.imgUrl ? imgErrorId : undefined}
                  />
                )}
              />
              {errors.imgUrl && (
                <p id={imgErrorId} role="alert" className="text-sm font-medium text-destructive">
                  {errors.imgUrl.message}
                </p>
              )}
            </div>
          </CardContent>
        </Card>

        <div className="grid content-start gap-6">
          <Card>
            <CardContent className="grid gap-5">
              <FormField id={NEWS_FIELD_IDS.status} label="Status" error={errors.status?.message}>
                <Select {...form.register('status')}>
                  {NEWS_STATUS_OPTIONS.map((status) => (
                    <option key={status} value={status}>
                      {NEWS_STATUS_LABELS[status]}
                    </option>
                  ))}
                </Select>
              </FormField>
              <Controller
                control={form.control}
                name="showOnHomePage"
                render={({ field }) => (
                  <div className="flex items-center justify-between gap-3">
                    <Label htmlFor={NEWS_FIELD_IDS.showOnHomePage}>Show on homepage</Label>
                    <Switch
                      id={NEWS_FIELD_IDS.showOnHomePage}
                      checked={field.value}
                      onCheckedChange={field.onChange}
                      onBlur={field.onBlur}
                    />
                  </div>
                )}
              />
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Controller
                control={form.control}
                name="categoryIds"
                render={({ field }) => (
                  <NewsCategoryChecklist
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.categoryIds?.message}
                  />
                )}
              />
            </CardContent>
          </Card>
        </div>
      </div>

      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link
          to="/news"
          className={buttonVariants({ variant: 'outline' })}
          aria-disabled={isSubmitting || undefined}
          onClick={(event) => isSubmitting && event.preventDefault()}
        >
          Cancel
        </Link>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner label="" />}
          {isSubmitting ? 'Saving...' : isEdit ? 'Update News' : 'Create News'}
        </Button>
      </div>
    </form>
  );
}
