import { useState } from 'react';
import { flushSync } from 'react-dom';
import type { Blog, BlogRequest } from '@cms/contract';
import { fieldsFor } from '@/components/form/fields-for';
import { ItemPageForm, type ItemFormProps } from '@/components/form/page-form';
import { emptyText, linkedIds } from '@/components/form/use-resource-form';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { blogsResource } from '../api';
import { BLOG_STATUS_OPTIONS } from './blog-columns';
import { BlogTopics } from './blog-topics';

const Field = fieldsFor<BlogRequest>();

/** A new blog (docs/product/blogs.md §5): a draft (the contract's default), not on the home page. */
const BLOG_FIELDS = {
  ...emptyText('title', 'creatorName', 'summary', 'description', 'imgUrl'),
  hpBlog: false,
  topics: linkedIds('topics'),
};

/**
 * New Blog and Edit Blog (one form, docs/product/blogs.md §2 "New Blog", §5) on the kit's form hook: tabs
 * Details and Topics, the title required, the image URL valid or empty, unsaved typing kept.
 */
export function BlogForm({ item, onSubmit }: ItemFormProps<Blog, BlogRequest>) {
  const [tab, setTab] = useState('details');
  return (
    <ItemPageForm
      resource={blogsResource}
      item={item}
      // An existing blog's topics are already saved: leaving them out keeps them as they are.
      onSubmit={(values) => onSubmit(item ? { ...values, topics: undefined } : values)}
      empty={BLOG_FIELDS}
      // Every field with a message is on the Details tab.
      onInvalid={() => flushSync(() => setTab('details'))}
      updateLabel="Save Changes"
    >
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="details">Details</TabsTrigger>
          <TabsTrigger value="topics">Topics</TabsTrigger>
        </TabsList>
        {/* Both tabs stay mounted, so the editor keeps its state and every field its value. */}
        <TabsContent value="details" forceMount className="grid gap-5 data-[state=inactive]:hidden">
          <Field.Text name="title" label="Title" required />
          <Field.Text name="creatorName" label="Creator Name" autoComplete="name" />
          <Field.Textarea name="summary" label="Summary" />
          <Field.ImageUrl name="imgUrl" label="Image URL" />
          <Field.RichText name="description" label="Description" placeholder="Write the blog post..." />
          <div className="grid gap-5 sm:grid-cols-2">
            <Field.Select name="status" label="Status" options={BLOG_STATUS_OPTIONS} />
            <div className="sm:pt-7">
              <Field.Homepage name="hpBlog" />
            </div>
          </div>
        </TabsContent>
        <TabsContent value="topics" forceMount className="data-[state=inactive]:hidden">
          <BlogTopics blog={item} />
        </TabsContent>
      </Tabs>
    </ItemPageForm>
  );
}
