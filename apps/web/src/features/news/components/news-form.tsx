import { useMemo } from 'react';
import type { News, NewsRequest } from '@cms/contract';
import { fieldsFor } from '@/components/form/fields-for';
import { ItemPageForm, type ItemFormProps } from '@/components/form/page-form';
import { emptyText, linkedIds } from '@/components/form/use-resource-form';
import { fullNameOf, useSession } from '@/lib/session';
import { categoriesResource, newsResource } from '../api';
import { NEWS_STATUS_OPTIONS } from './news-columns';

const Field = fieldsFor<NewsRequest>();

/** docs/product/news.md §5: a new item is a draft, not on the home page (the contract's defaults). */
const NEWS_FIELDS = {
  ...emptyText('title', 'summary', 'content', 'creator_name', 'imgUrl'),
  categoryIds: linkedIds('categories'),
};

/**
 * New News Article and Edit News: one form on the kit's form hook, so the spec's messages (spec
 * 01 §5) show beside their fields and unsaved typing survives a session that ends (a draft per item).
 */
export function NewsForm(props: ItemFormProps<News, NewsRequest>) {
  // A new article is by whoever writes it; cleared, it is by 'System' (docs/product/news.md §3).
  const user = useSession()?.user;
  const author = user ? fullNameOf(user) : '';
  const empty = useMemo(() => ({ ...NEWS_FIELDS, creator_name: author }), [author]);
  return (
    <ItemPageForm
      {...props}
      resource={newsResource}
      empty={empty}
      // The editor is not an input react-hook-form can focus.
      onInvalid={(fields) => {
        if (!fields.includes('title') && fields.includes('content')) document.getElementById('news-content')?.focus();
      }}
      aside={
        <>
          <Field.Select name="status" label="Status" options={NEWS_STATUS_OPTIONS} />
          <Field.Homepage name="showOnHomePage" />
        </>
      }
    >
      <Field.Text name="title" label="Title" required />
      <Field.Textarea name="summary" label="Summary" description="A sentence or two shown in news lists." />
      <Field.RichText name="content" label="Content" required placeholder="Write the article..." />
      <Field.Text
        name="creator_name"
        label="Creator Name"
        description="Shown as the author; 'System' when left empty."
      />
      <Field.ImageUrl name="imgUrl" label="Image" />
      <Field.Lookup
        name="categoryIds"
        of={categoriesResource}
        nameOf={(category) => category.name}
        known={props.item?.categories}
        manage={{ to: categoriesResource.screens.path, label: 'Manage Categories' }}
      />
    </ItemPageForm>
  );
}
