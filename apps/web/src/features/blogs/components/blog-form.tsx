import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useMutationState } from '@tanstack/react-query';
import { blogRequest, type Blog } from '@cms/contract';
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
import { LookupPicker } from '@/components/lookup-picker';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { topicsResource, useToggleBlogTopic } from '../api';
import { BLOG_STATUS_OPTIONS } from './blog-columns';

type BlogFormResult = ReturnType<typeof blogRequest.parse>;

/** An existing blog's topics are linked and unlinked on the server as they are toggled (spec 01 §4). */
function SavedBlogTopics({ blog }: { blog: Blog }) {
  const toggle = useToggleBlogTopic(blog.id);
  const pending = useMutationState({
    filters: { mutationKey: ['blogs', 'topic-links', blog.id], status: 'pending' },
    select: (mutation) => (mutation.state.variables as { id: number }).id,
  });
  return (
    <LookupPicker
      thing={['topic', 'topics']}
      useLookup={topicsResource.useLookup}
      nameOf={(topic) => topic.title}
      value={blog.topics.map((topic) => topic.id)}
      onChange={(_ids, changed) => toggle.mutate(changed)}
      known={blog.topics.map((topic) => ({ id: topic.id, name: topic.title }))}
      pendingIds={new Set(pending)}
      manage={{ to: '/topic-management', label: 'Manage topics' }}
    />
  );
}

/**
 * New Blog and Edit Blog (one form, spec 01 §2 "Blog form", §5) on the kit's form hook: tabs
 * Details and Topics, the title required, the image URL valid or empty, unsaved typing kept.
 */
export function BlogForm({ blog, onSubmit }: { blog?: Blog; onSubmit: (values: BlogFormResult) => Promise<unknown> }) {
  const [tab, setTab] = useState('details');
  const resourceForm = useResourceForm({
    schema: blogRequest,
    draftKey: `blogs:${blog?.id ?? 'new'}`,
    // An existing blog's topics are already saved: leaving them out keeps them as they are.
    onSubmit: (values) => onSubmit(blog ? { ...values, topics: undefined } : values),
    // Every field with a message is on the Details tab.
    onInvalid: () => flushSync(() => setTab('details')),
    defaultValues: valuesFrom(
      { title: '', creatorName: '', summary: '', description: '', imgUrl: '', status: 'DRAFT', hpBlog: false },
      // The form holds topic ids; a saved blog answers its topics.
      blog && { ...blog, topics: blog.topics.map((topic) => topic.id) },
      { topics: [] as number[] },
    ),
  });

  return (
    <PageForm
      resourceForm={resourceForm}
      label={blog ? 'Edit Blog' : 'New Blog'}
      cancelTo="/blogs"
      submitLabel={blog ? 'Save Changes' : 'Create Blog'}
    >
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="details">Details</TabsTrigger>
          <TabsTrigger value="topics">Topics</TabsTrigger>
        </TabsList>
        {/* Both tabs stay mounted, so the editor keeps its state and every field its value. */}
        <TabsContent value="details" forceMount className="grid gap-5 data-[state=inactive]:hidden">
          <TextField name="title" label="Title" id="blog-title" required />
          <TextField name="creatorName" label="Creator Name" id="blog-creator-name" autoComplete="name" />
          <TextareaField name="summary" label="Summary" id="blog-summary" />
          <ImageUrlField name="imgUrl" label="Image URL" id="blog-img-url" />
          <RichTextField
            name="description"
            label="Description"
            id="blog-description"
            placeholder="Write the blog post..."
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField name="status" label="Status" id="blog-status" options={BLOG_STATUS_OPTIONS} />
            <div className="sm:pt-7">
              <SwitchField name="hpBlog" label="Show on homepage" id="blog-hp-blog" />
            </div>
          </div>
        </TabsContent>
        <TabsContent value="topics" forceMount className="data-[state=inactive]:hidden">
          {blog ? (
            <SavedBlogTopics blog={blog} />
          ) : (
            <LookupField
              name="topics"
              thing={['topic', 'topics']}
              useLookup={topicsResource.useLookup}
              nameOf={(topic) => topic.title}
              manage={{ to: '/topic-management', label: 'Manage topics' }}
            />
          )}
        </TabsContent>
      </Tabs>
    </PageForm>
  );
}
