import { blogsPaths, type Blog, type BlogRequest, type Topic, type TopicRequest } from '@cms/contract';
import type { ItemRoute } from '@/components/item-gate';
import { useAreaMutation } from '@/lib/area-mutation';
import { api, buildPath } from '@/lib/api-client';
import { defineResource } from '@/lib/resource';

const saved = (verb: 'created' | 'updated') => (blog: Blog) => ({
  title: verb === 'created' ? 'Blog Created' : 'Blog Updated',
  description: `Blog post "${blog.title}" has been ${verb} successfully.`,
});

/** Blogs (`/bms/cms/bac/blogs`), spec 01 §7 and §8. */
export const blogsResource = defineResource<Blog, BlogRequest>({
  key: 'blogs',
  paths: { collection: blogsPaths.blogs, item: blogsPaths.blog },
  messages: {
    created: saved('created'),
    updated: saved('updated'),
    deleted: (answer) => ({ title: 'Success', description: answer.message }),
    // The spec's save failure (spec 01 §8), for create and update alike.
    saveFailed: 'Error',
    saveFailedText: 'Failed to save blog post.',
    deleteFailed: 'Failed to delete blog post',
  },
});

/** /blogs/{id} and /blogs/{id}/edit. */
export const blogItem: ItemRoute<Blog> = {
  useItem: blogsResource.useItem,
  thing: 'Blog',
  failedTitle: 'Failed to load blog post',
  loadingLabel: 'Loading blog post...',
  back: { to: '/blogs', label: 'Back to Blogs' },
};

/** PATCH /bms/cms/bac/blogs/{id}/publish (bodyless): PUBLISHED and a publishedDate (DESIGN §9.7). */
export const usePublishBlog = () =>
  blogsResource.useItemAction(blogsPaths.publish, {
    success: (blog) => ({ title: 'Blog Published', description: `Blog post "${blog.title}" has been published.` }),
    failed: 'Failed to publish blog post',
  });

/** Topics (`/bms/cms/tc/topics`); the update names its topic in the body. */
export const topicsResource = defineResource<Topic, TopicRequest>({
  key: 'topics',
  paths: { collection: blogsPaths.topics, item: blogsPaths.topic },
  updateAt: 'collection',
  // A blog shows its topics' titles; a deleted topic leaves every blog it was on.
  shownIn: ['blogs'],
  messages: {
    created: { title: 'Success', description: 'Topic created successfully' },
    updated: { title: 'Success', description: 'Topic updated successfully' },
    deleted: (answer) => ({ title: 'Success', description: answer.message }),
    saveFailed: 'Failed to save topic',
    deleteFailed: 'Failed to delete topic',
  },
});

/**
 * Links (POST) or unlinks (DELETE) one topic of an existing blog at once (spec 01 §4); the server
 * answers the blog's topics, and the blog is read again.
 */
export function useToggleBlogTopic(blogId: number) {
  return useAreaMutation(
    [blogsResource.keys.all],
    ({ id, selected }: { id: number; selected: boolean }) => {
      const path = buildPath(blogsPaths.blogTopic, { blogId, topicId: id });
      return selected ? api.post<Topic[]>(path) : api.delete<Topic[]>(path);
    },
    { mutationKey: ['blogs', 'topic-links', blogId], meta: { errorTitle: 'Failed to change topics' } },
  );
}
