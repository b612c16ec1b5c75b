import { useMutationState } from '@tanstack/react-query';
import type { Blog, BlogRequest } from '@cms/contract';
import { fieldsFor } from '@/components/form/fields-for';
import { LookupPicker } from '@/components/lookup-picker';
import { topicsResource, useToggleBlogTopic } from '../api';

const Field = fieldsFor<BlogRequest>();

const manage = { to: topicsResource.screens.path, label: 'Manage topics' };

/**
 * The blog form's Topics tab (docs/product/blogs.md §4): a new blog's topics are sent with its create; an
 * existing blog's are linked and unlinked on the server as they are toggled.
 */
export function BlogTopics({ blog }: { blog?: Blog }) {
  if (!blog) {
    return <Field.Lookup name="topics" of={topicsResource} nameOf={(topic) => topic.title} manage={manage} />;
  }
  return <SavedBlogTopics blog={blog} />;
}

function SavedBlogTopics({ blog }: { blog: Blog }) {
  const toggle = useToggleBlogTopic(blog.id);
  const pending = useMutationState({
    filters: { mutationKey: ['blogs', 'topic-links', blog.id], status: 'pending' },
    select: (mutation) => (mutation.state.variables as { id: number }).id,
  });
  return (
    <LookupPicker
      of={topicsResource}
      nameOf={(topic) => topic.title}
      value={blog.topics.map((topic) => topic.id)}
      onChange={(_ids, changed) => toggle.mutate(changed)}
      known={blog.topics.map((topic) => ({ id: topic.id, name: topic.title }))}
      pendingIds={new Set(pending)}
      manage={manage}
    />
  );
}
