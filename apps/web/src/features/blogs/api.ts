import { useAreaMutation, type MutationOptions } from '@/lib/area-mutation';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  blogsPaths,
  DEFAULT_PAGE_SIZE,
  type Blog,
  type BlogRequest,
  type BlogStatus,
  type MessageResponse,
  type Page,
  type Topic,
} from '@cms/contract';
import { api, buildPath } from '@/lib/api-client';

/** Page size of the blog list (spec 01 §9). */
export const BLOGS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export interface BlogsListQuery {
  /** Counts from 0, as on the wire. */
  page: number;
  /** Absent: every blog. */
  status?: BlogStatus;
}

/** Query keys of the blogs, rooted at ['blogs']: every blog mutation invalidates the root. */
export const blogKeys = {
  all: ['blogs'] as const,
  lists: () => [...blogKeys.all, 'list'] as const,
  list: (query: BlogsListQuery) => [...blogKeys.lists(), query] as const,
  details: () => [...blogKeys.all, 'detail'] as const,
  detail: (id: number) => [...blogKeys.details(), id] as const,
};

/* ---------- queries ---------- */

export const blogsListOptions = (query: BlogsListQuery) =>
  queryOptions({
    queryKey: blogKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<Page<Blog>>(blogsPaths.blogs, {
        query: { page: query.page, size: BLOGS_PAGE_SIZE, status: query.status },
        signal,
      }),
    // Paging and filtering keep the previous rows on screen until the next page answers.
    placeholderData: keepPreviousData,
  });

export const blogDetailOptions = (id: number) =>
  queryOptions({
    queryKey: blogKeys.detail(id),
    queryFn: ({ signal }) => api.get<Blog>(buildPath(blogsPaths.blog, { id }), { signal }),
  });

export const useBlogs = (query: BlogsListQuery) => useQuery(blogsListOptions(query));

/** `enabled: false` once the blog is deleted, so it is not fetched again (it would 404). */
export const useBlog = (id: number, enabled = true) => useQuery({ ...blogDetailOptions(id), enabled });

/* ---------- mutations ---------- */

/** Invalidates ['blogs'] unless the mutation does its own cache work, then the caller's onSuccess. */
const useBlogsMutation = <TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  options: MutationOptions<TData, TVariables> | undefined,
  afterSuccess?: (data: TData, variables: TVariables) => void | Promise<unknown>,
) => useAreaMutation([blogKeys.all], mutationFn, options, afterSuccess);

/** The spec's save failure (spec 01 §8), for create and update alike. */
const saveFailure = { errorTitle: 'Error', errorDescription: 'Failed to save blog post.' };

/** POST /bms/cms/bac/blogs with the blog's topic ids. */
export function useCreateBlog(options?: MutationOptions<Blog, BlogRequest>) {
  return useBlogsMutation((body) => api.post<Blog>(blogsPaths.blogs, body), {
    ...options,
    meta: { ...saveFailure, ...options?.meta },
  });
}

export interface UpdateBlogVariables {
  id: number;
  /** Without `topics`: an existing blog's topics are linked one by one as they are toggled. */
  body: BlogRequest;
}

export function useUpdateBlog(options?: MutationOptions<Blog, UpdateBlogVariables>) {
  const queryClient = useQueryClient();
  return useBlogsMutation(
    ({ id, body }) => api.put<Blog>(buildPath(blogsPaths.blog, { id }), body),
    { ...options, meta: { ...saveFailure, ...options?.meta } },
    (blog) => {
      queryClient.setQueryData(blogKeys.detail(blog.id), blog);
      return queryClient.invalidateQueries({ queryKey: blogKeys.all });
    },
  );
}

/** PATCH /bms/cms/bac/blogs/{id}/publish (bodyless): PUBLISHED and a publishedDate (DESIGN §9.7). */
export function usePublishBlog(options?: MutationOptions<Blog, number>) {
  const queryClient = useQueryClient();
  return useBlogsMutation(
    (id) => api.patch<Blog>(buildPath(blogsPaths.publish, { id })),
    options,
    (blog) => {
      queryClient.setQueryData(blogKeys.detail(blog.id), blog);
      return queryClient.invalidateQueries({ queryKey: blogKeys.all });
    },
  );
}

/**
 * DELETE /bms/cms/bac/blogs/{id}. The deleted blog's own query would only answer 404 now: it is
 * dropped rather than refetched, and the rest of the area goes stale.
 */
export function useDeleteBlog(options?: MutationOptions<MessageResponse, number>) {
  const queryClient = useQueryClient();
  return useBlogsMutation(
    (id) => api.delete<MessageResponse>(buildPath(blogsPaths.blog, { id })),
    options,
    async (_data, id) => {
      await queryClient.cancelQueries({ queryKey: blogKeys.detail(id) });
      queryClient.removeQueries({ queryKey: blogKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: blogKeys.all });
    },
  );
}

export interface BlogTopicVariables {
  topicId: number;
  /** true links the topic to the blog, false unlinks it. */
  selected: boolean;
}

/** Lets a screen tell which topic links of a blog are still on their way. */
export const blogTopicMutationKey = (blogId: number) => [...blogKeys.detail(blogId), 'topic'] as const;

/**
 * Links (POST) or unlinks (DELETE) one topic of an existing blog at once (spec 01 §4); the server
 * answers the blog's topics, which replace those of the cached blog.
 */
export function useToggleBlogTopic(blogId: number, options?: MutationOptions<Topic[], BlogTopicVariables>) {
  const queryClient = useQueryClient();
  return useBlogsMutation(
    ({ topicId, selected }) => {
      const path = buildPath(blogsPaths.blogTopic, { blogId, topicId });
      return selected ? api.post<Topic[]>(path) : api.delete<Topic[]>(path);
    },
    { ...options, mutationKey: blogTopicMutationKey(blogId) },
    (topics) => {
      queryClient.setQueryData<Blog>(blogKeys.detail(blogId), (blog) =>
        blog ? { ...blog, topics: topics.map(({ createdDate: _c, updatedDate: _u, ...topic }) => topic) } : blog,
      );
      // The rest of the area goes stale too; the detail refetch also settles quick toggles that
      // answered out of order.
      return queryClient.invalidateQueries({ queryKey: blogKeys.all });
    },
  );
}
