import type { ReactNode } from 'react';
import { useMutationState } from '@tanstack/react-query';
import type { Blog } from '@cms/contract';
import { LoadingState } from '@/components/ui/spinner';
import { blogTopicMutationKey, useToggleBlogTopic, type BlogTopicVariables } from '../api';
import { useTopicOptions } from '../topics-api';
import { BlogTopicsPicker, type TopicOption } from './blog-topics-picker';
import { LoadError } from '@/components/load-error';

/** The website's topics for the picker, with loading and error states around `children`. */
function WithTopicOptions({ children }: { children: (available: TopicOption[]) => ReactNode }) {
  const topics = useTopicOptions();
  if (topics.isPending) return <LoadingState label="Loading topics..." />;
  if (topics.isError) {
    return <LoadError title="Failed to load topics" error={topics.error} onRetry={() => void topics.refetch()} />;
  }
  return children(topics.data.content.map(({ id, title }) => ({ id, title })));
}

/** A new blog: the picked topic ids are part of the form and go with the create. */
export function DraftBlogTopics({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  return (
    <WithTopicOptions>
      {(available) => {
        const byId = new Map(available.map((topic) => [topic.id, topic]));
        const selected = value.flatMap((id) => byId.get(id) ?? []);
        return (
          <BlogTopicsPicker
            available={available}
            selected={selected}
            onToggle={(topic, on) => onChange(on ? [...value, topic.id] : value.filter((id) => id !== topic.id))}
          />
        );
      }}
    </WithTopicOptions>
  );
}

/** An existing blog: each toggle links or unlinks the topic on the server at once (spec 01 §4). */
export function SavedBlogTopics({ blog }: { blog: Blog }) {
  const toggle = useToggleBlogTopic(blog.id);
  const pending = useMutationState({
    filters: { mutationKey: blogTopicMutationKey(blog.id), status: 'pending' },
    select: (mutation) => (mutation.state.variables as BlogTopicVariables).topicId,
  });
  const pendingIds = new Set(pending);

  return (
    <WithTopicOptions>
      {(available) => (
        <BlogTopicsPicker
          available={available}
          selected={blog.topics.map(({ id, title }) => ({ id, title }))}
          pendingIds={pendingIds}
          onToggle={(topic, selected) => toggle.mutate({ topicId: topic.id, selected })}
        />
      )}
    </WithTopicOptions>
  );
}
