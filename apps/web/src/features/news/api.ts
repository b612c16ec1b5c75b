import { useAreaMutation, type MutationOptions } from '@/lib/area-mutation';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  newsMessages,
  newsPaths,
  type MessageResponse,
  type News,
  type NewsCategory,
  type NewsCategoryRequest,
  type NewsRequest,
  type NewsStatus,
  type Page,
} from '@cms/contract';
import { api, buildPath } from '@/lib/api-client';

/** Page size of the news and categories tables (spec 01 §9). */
export const NEWS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export interface NewsListParams {
  /** Counts from 0, as on the wire. */
  page: number;
  status?: NewsStatus;
  categoryId?: number;
}

/** Query keys of the area, rooted at ['news']: every mutation here invalidates the root. */
export const newsKeys = {
  all: ['news'] as const,
  lists: () => [...newsKeys.all, 'list'] as const,
  list: (params: NewsListParams) => [...newsKeys.lists(), params] as const,
  details: () => [...newsKeys.all, 'detail'] as const,
  detail: (id: number) => [...newsKeys.details(), id] as const,
  categories: () => [...newsKeys.all, 'categories'] as const,
  categoryPage: (page: number) => [...newsKeys.categories(), 'page', page] as const,
  /** Every category at once, for the filter and the form's checkboxes. */
  allCategories: () => [...newsKeys.categories(), 'all'] as const,
};

/* ---------- queries ---------- */

export const newsListOptions = (params: NewsListParams) =>
  queryOptions({
    queryKey: newsKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<Page<News>>(newsPaths.news, {
        query: { page: params.page, size: NEWS_PAGE_SIZE, status: params.status, categoryId: params.categoryId },
        signal,
      }),
    // Paging and filtering keep the previous rows on screen until the next page answers.
    placeholderData: keepPreviousData,
  });

export const newsDetailOptions = (id: number) =>
  queryOptions({
    queryKey: newsKeys.detail(id),
    queryFn: ({ signal }) => api.get<News>(buildPath(newsPaths.newsItem, { id }), { signal }),
  });

export const categoryPageOptions = (page: number) =>
  queryOptions({
    queryKey: newsKeys.categoryPage(page),
    queryFn: ({ signal }) =>
      api.get<Page<NewsCategory>>(newsPaths.categories, { query: { page, size: NEWS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/** Reads every page of categories (100 a page, the server's largest), alphabetical as the server sorts them. */
async function fetchAllCategories(signal: AbortSignal): Promise<NewsCategory[]> {
  const all: NewsCategory[] = [];
  for (let page = 0; ; page++) {
    const answer = await api.get<Page<NewsCategory>>(newsPaths.categories, {
      query: { page, size: MAX_PAGE_SIZE },
      signal,
    });
    all.push(...answer.content);
    if (answer.last || answer.content.length === 0) return all;
  }
}

export const allCategoriesOptions = () =>
  queryOptions({
    queryKey: newsKeys.allCategories(),
    queryFn: ({ signal }) => fetchAllCategories(signal),
  });

export const useNewsList = (params: NewsListParams) => useQuery(newsListOptions(params));
/** `enabled: false` once the item is deleted, so it is not fetched again (it would 404). */
export const useNewsItem = (id: number, enabled = true) => useQuery({ ...newsDetailOptions(id), enabled });
export const useCategoryPage = (page: number) => useQuery(categoryPageOptions(page));
export const useAllCategories = () => useQuery(allCategoriesOptions());

/* ---------- mutations ---------- */

/** Invalidates ['news'] unless the mutation does its own cache work; failures are titled `errorTitle`. */
const useNewsMutation = <TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  options: MutationOptions<TData, TVariables> | undefined,
  errorTitle: string,
  afterSuccess?: (data: TData, variables: TVariables) => Promise<unknown>,
) => useAreaMutation([newsKeys.all], mutationFn, { ...options, meta: { errorTitle, ...options?.meta } }, afterSuccess);

/** Keeps the saved item in the cache (the preview shows it at once) and marks the rest stale. */
function useStoreItem() {
  const queryClient = useQueryClient();
  return (item: News) => {
    queryClient.setQueryData(newsKeys.detail(item.id), item);
    return queryClient.invalidateQueries({
      queryKey: newsKeys.all,
      predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== item.id,
    });
  };
}

/** POST /nms/cms/nac/news. */
export function useCreateNews(options?: MutationOptions<News, NewsRequest>) {
  const storeItem = useStoreItem();
  // Create and edit both fail with the spec's 'Failed to save news' (and the server's reason).
  return useNewsMutation((body) => api.post<News>(newsPaths.news, body), options, newsMessages.saveFailed, storeItem);
}

export interface UpdateNewsVariables {
  id: number;
  body: NewsRequest;
}

/** PUT /nms/cms/nac/news/{id} with the whole item. */
export function useUpdateNews(options?: MutationOptions<News, UpdateNewsVariables>) {
  const storeItem = useStoreItem();
  return useNewsMutation(
    ({ id, body }) => api.put<News>(buildPath(newsPaths.newsItem, { id }), body),
    options,
    newsMessages.saveFailed,
    storeItem,
  );
}

/** PATCH /nms/cms/nac/news/{id}/publish: ACTIVE and a published date (DESIGN §9.7). */
export function usePublishNews(options?: MutationOptions<News, number>) {
  const storeItem = useStoreItem();
  return useNewsMutation(
    (id) => api.patch<News>(buildPath(newsPaths.publish, { id })),
    options,
    'Failed to publish news',
    storeItem,
  );
}

/** DELETE /nms/cms/nac/news/{id}. The item's own query would only answer 404 now: it is dropped. */
export function useDeleteNews(options?: MutationOptions<MessageResponse, number>) {
  const queryClient = useQueryClient();
  return useNewsMutation(
    (id) => api.delete<MessageResponse>(buildPath(newsPaths.newsItem, { id })),
    options,
    'Failed to delete news',
    async (_data, id) => {
      await queryClient.cancelQueries({ queryKey: newsKeys.detail(id) });
      queryClient.removeQueries({ queryKey: newsKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: newsKeys.all });
    },
  );
}

/** POST /nms/cms/cac/categories. */
export function useCreateCategory(options?: MutationOptions<NewsCategory, NewsCategoryRequest>) {
  return useNewsMutation(
    (body) => api.post<NewsCategory>(newsPaths.categories, body),
    options,
    'Failed to save category',
  );
}

/** PUT /nms/cms/cac/categories with the id in the body (spec 01 §7). */
export function useUpdateCategory(options?: MutationOptions<NewsCategory, { id: number; name: string }>) {
  return useNewsMutation(
    (body) => api.put<NewsCategory>(newsPaths.categories, body),
    options,
    'Failed to save category',
  );
}

/** DELETE /nms/cms/cac/categories/{id}; news items lose that category (hence the whole area goes stale). */
export function useDeleteCategory(options?: MutationOptions<MessageResponse, number>) {
  return useNewsMutation(
    (id) => api.delete<MessageResponse>(buildPath(newsPaths.category, { id })),
    options,
    'Failed to delete category',
  );
}
