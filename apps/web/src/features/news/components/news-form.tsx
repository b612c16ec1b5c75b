import { newsRequest, type News } from '@cms/contract';
import {
  ImageUrlField,
  LookupField,
  RichTextField,
  SelectField,
  SwitchField,
  TextareaField,
  TextField,
} from '@/components/form/form-fields';
import { PageForm } from '@/components/form/page-form';
import { useResourceForm, valuesFrom } from '@/components/form/use-resource-form';
import { categoriesResource } from '../api';
import { NEWS_STATUS_OPTIONS } from './news-columns';

type NewsFormResult = ReturnType<typeof newsRequest.parse>;

/**
 * New News Article and Edit News: one form (`isEdit = Boolean(news)`) on the kit's form hook, so
 * the spec's messages (spec 01 §5) show beside their fields and unsaved typing survives a session
 * that ends (a draft per item).
 */
export function NewsForm({ news, onSubmit }: { news?: News; onSubmit: (values: NewsFormResult) => Promise<unknown> }) {
  const resourceForm = useResourceForm({
    schema: newsRequest,
    draftKey: `news:${news?.id ?? 'new'}`,
    onSubmit,
    // The editor is not an input react-hook-form can focus.
    onInvalid: (fields) => {
      if (!fields.includes('title') && fields.includes('content')) document.getElementById('news-content')?.focus();
    },
    // Spec 01 §5: a new item is a draft, not on the home page.
    defaultValues: valuesFrom(
      { title: '', summary: '', content: '', creator_name: '', imgUrl: '', status: 'DRAFT', showOnHomePage: false },
      // The form holds category ids; a saved item answers its categories.
      news && { ...news, categoryIds: news.categories.map((category) => category.id) },
      { categoryIds: [] as number[] },
    ),
  });

  return (
    <PageForm
      resourceForm={resourceForm}
      label={news ? 'Edit News' : 'New News Article'}
      cancelTo="/news"
      submitLabel={news ? 'Update News' : 'Create News'}
      aside={
        <>
          <SelectField name="status" label="Status" id="news-status" options={NEWS_STATUS_OPTIONS} />
          <SwitchField name="showOnHomePage" label="Show on homepage" id="news-show-on-home-page" />
        </>
      }
    >
      <TextField name="title" label="Title" id="news-title" required />
      <TextareaField
        name="summary"
        label="Summary"
        id="news-summary"
        description="A sentence or two shown in news lists."
      />
      <RichTextField name="content" label="Content" id="news-content" required placeholder="Write the article..." />
      <TextField
        name="creator_name"
        label="Creator Name"
        id="news-creator-name"
        description="Shown as the author; 'System' when left empty."
      />
      <ImageUrlField name="imgUrl" label="Image" id="news-img-url" />
      <LookupField
        name="categoryIds"
        thing={['category', 'categories']}
        useLookup={categoriesResource.useLookup}
        nameOf={(category) => category.name}
        known={news?.categories}
        manage={{ to: '/news/categories', label: 'Manage Categories' }}
      />
    </PageForm>
  );
}
