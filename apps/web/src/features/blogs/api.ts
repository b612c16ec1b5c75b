import { blogsContract, blogsPaths, topicsContract, type Blog, type Topic } from '@cms/contract';
import { useAreaMutation } from '@/lib/area-mutation';
import { api, buildPath } from '@/lib/api-client';
import { defineResource } from '@/lib/resource';
import { blogsArea } from './area';

/** 'Blog Created' / 'Blog Updated' with the post's title (docs/product/blogs.md §8). */
const saved = (verb: 'created' | 'updated') => (blog: Blog) => ({
  title: verb === 'created' ? 'Blog Created' : 'Blog Updated',
  description: `Blog post "${blog.title}" has been ${verb} successfully.`,
});

/** Blogs (`/bms/cms/bac/blogs`), docs/product/blogs.md §7 and §8, published with PUBLISHED (docs/design.md §9.7). */
export const blogsResource = defineResource({
  contract: blogsContract,
  published: (blog) => blog.status === 'PUBLISHED',
  messages: {
    created: saved('created'),
    updated: saved('updated'),
    deleted: (answer) => ({ title: 'Success', description: answer.message }),
    // The spec's save failure (docs/product/blogs.md §8), for create and update alike.
    saveFailed: 'Error',
    saveFailedText: 'Failed to save blog post.',
    deleteFailed: 'Failed to delete blog post',
    published: (blog) => ({ title: 'Blog Published', description: `Blog post "${blog.title}" has been published.` }),
    publishFailed: 'Failed to publish blog post',
  },
  screens: { ...blogsArea.menu, title: 'Blogs', thing: ['Blog', 'blog post', 'blog posts'] },
  site: { path: (blog) => `/blog/${blog.id}`, preview: true },
});

/** Topics (`/bms/cms/tc/topics`); the update names its topic in the body (the contract's). */
export const topicsResource = defineResource({
  contract: topicsContract,
  // A blog shows its topics' titles; a deleted topic leaves every blog it was on.
  parent: blogsResource,
  messages: {
    created: { title: 'Success', description: 'Topic created successfully' },
    updated: { title: 'Success', description: 'Topic updated successfully' },
    deleted: (answer) => ({ title: 'Success', description: answer.message }),
    saveFailed: 'Failed to save topic',
    deleteFailed: 'Failed to delete topic',
  },
  screens: { path: '/topic-management', title: 'Topic Management', thing: ['Topic', 'topic', 'topics'] },
});

/**
 * Links (POST) or unlinks (DELETE) one topic of an existing blog at once (docs/product/blogs.md §4); the server
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
