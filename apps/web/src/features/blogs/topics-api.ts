import { useAreaMutation, type MutationOptions } from '@/lib/area-mutation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  blogsPaths,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type MessageResponse,
  type Page,
  type Topic,
  type TopicRequest,
} from '@cms/contract';
import { api, buildPath } from '@/lib/api-client';
import { blogKeys } from './api';

/*
 * Topics live beside the blogs (the blog form picks them, /topic-management edits them), under
 * their own root ['topics'].
 */

/** The management table's page size (spec 01 §9's default). */
export const TOPICS_PAGE_SIZE = DEFAULT_PAGE_SIZE;
/** The blog form's picker asks for one page of the server's largest size: a school's whole list. */
export const TOPIC_PICKER_SIZE = MAX_PAGE_SIZE;

export interface TopicsListQuery {
  /** Counts from 0, as on the wire. */
  page: number;
  size: number;
}

export const topicKeys = {
  all: ['topics'] as const,
  lists: () => [...topicKeys.all, 'list'] as const,
  list: (query: TopicsListQuery) => [...topicKeys.lists(), query] as const,
};

export const topicsListOptions = (query: TopicsListQuery) =>
  queryOptions({
    queryKey: topicKeys.list(query),
    queryFn: ({ signal }) => api.get<Page<Topic>>(blogsPaths.topics, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });

export const useTopics = (page: number) => useQuery(topicsListOptions({ page, size: TOPICS_PAGE_SIZE }));
export const useTopicOptions = () => useQuery(topicsListOptions({ page: 0, size: TOPIC_PICKER_SIZE }));

/**
 * Invalidates ['topics'], and ['blogs'] too: a blog shows its topics' titles, and a deleted topic
 * leaves every blog it was on. Then the caller's onSuccess.
 */
const useTopicsMutation = <TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  options: MutationOptions<TData, TVariables> | undefined,
) => useAreaMutation([topicKeys.all, blogKeys.all], mutationFn, options);

export interface SaveTopicVariables {
  /** Absent: a new topic. */
  id?: number;
  body: TopicRequest;
}

/** POST /bms/cms/tc/topics, or PUT /bms/cms/tc/topics with the id in the body. */
export function useSaveTopic(options?: MutationOptions<Topic, SaveTopicVariables>) {
  return useTopicsMutation(
    ({ id, body }) =>
      id === undefined ? api.post<Topic>(blogsPaths.topics, body) : api.put<Topic>(blogsPaths.topics, { ...body, id }),
    options,
  );
}

export function useDeleteTopic(options?: MutationOptions<MessageResponse, number>) {
  return useTopicsMutation((id) => api.delete<MessageResponse>(buildPath(blogsPaths.topic, { id })), options);
}
