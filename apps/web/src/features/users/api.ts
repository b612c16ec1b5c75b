import { useAreaMutation, type MutationOptions } from '@/lib/area-mutation';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_PAGE_SIZE,
  usersPaths,
  type MessageResponse,
  type Page,
  type Role,
  type User,
  type UserCreateRequest,
  type UserRole,
  type UserSettings,
  type UserStatus,
  type UserUpdateRequest,
} from '@cms/contract';
import { api, buildPath } from '@/lib/api-client';

/** Page size of the users table (spec 01 §9). */
export const USERS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export interface UsersListQuery {
  /** Counts from 0, as on the wire. */
  page: number;
  search: string;
}

/** Query keys of the area, rooted at ['users']: every mutation here invalidates the root. */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: UsersListQuery) => [...userKeys.lists(), query] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (id: number) => [...userKeys.details(), id] as const,
  userRoles: (id: number) => [...userKeys.detail(id), 'roles'] as const,
  settings: (id: number) => [...userKeys.detail(id), 'settings'] as const,
  /** The catalogue of roles (not one user's). */
  roles: () => [...userKeys.all, 'roles'] as const,
};

/* ---------- queries ---------- */

export const usersListOptions = (query: UsersListQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<Page<User>>(usersPaths.users, {
        query: { page: query.page, size: USERS_PAGE_SIZE, search: query.search || undefined },
        signal,
      }),
    // Paging and searching keep the previous rows on screen until the next page answers.
    placeholderData: keepPreviousData,
  });

export const userDetailOptions = (id: number) =>
  queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => api.get<User>(buildPath(usersPaths.user, { id }), { signal }),
  });

export const rolesOptions = () =>
  queryOptions({
    queryKey: userKeys.roles(),
    queryFn: ({ signal }) => api.get<Role[]>(usersPaths.roles, { signal }),
  });

export const userRolesOptions = (id: number) =>
  queryOptions({
    queryKey: userKeys.userRoles(id),
    queryFn: ({ signal }) => api.get<UserRole[]>(buildPath(usersPaths.userRoles, { id }), { signal }),
  });

export const userSettingsOptions = (id: number) =>
  queryOptions({
    queryKey: userKeys.settings(id),
    queryFn: ({ signal }) => api.get<UserSettings>(buildPath(usersPaths.userSettings, { id }), { signal }),
  });

export const useUsers = (query: UsersListQuery) => useQuery(usersListOptions(query));
export const useRoles = () => useQuery(rolesOptions());

/** `enabled: false` once the user is deleted, so its queries are not fetched again (they would 404). */
export const useUser = (id: number, enabled = true) => useQuery({ ...userDetailOptions(id), enabled });
export const useUserRoles = (id: number) => useQuery(userRolesOptions(id));
export const useUserSettings = (id: number) => useQuery(userSettingsOptions(id));

/* ---------- mutations ---------- */

/** Invalidates ['users'] unless the mutation does its own cache work, then the caller's onSuccess. */
const useUsersMutation = <TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  options: MutationOptions<TData, TVariables> | undefined,
  afterSuccess?: (data: TData, variables: TVariables) => void | Promise<unknown>,
) => useAreaMutation([userKeys.all], mutationFn, options, afterSuccess);

/** POST /ums/cms/cuc/users. A failure toasts the spec's 'Error' / 'Failed to create user'. */
export function useCreateUser(options?: MutationOptions<User, UserCreateRequest>) {
  return useUsersMutation((body) => api.post<User>(usersPaths.users, body), {
    ...options,
    meta: { errorTitle: 'Error', errorDescription: 'Failed to create user', ...options?.meta },
  });
}

export interface UpdateUserVariables {
  id: number;
  body: UserUpdateRequest;
}

export function useUpdateUser(options?: MutationOptions<User, UpdateUserVariables>) {
  const queryClient = useQueryClient();
  return useUsersMutation(
    ({ id, body }) => api.put<User>(buildPath(usersPaths.user, { id }), body),
    options,
    (user) => {
      queryClient.setQueryData(userKeys.detail(user.id), user);
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  );
}

export interface UserStatusVariables {
  id: number;
  status: UserStatus;
}

/** PATCH /ums/cms/cuc/users/{id}/status. */
export function useUpdateUserStatus(options?: MutationOptions<User, UserStatusVariables>) {
  const queryClient = useQueryClient();
  return useUsersMutation(
    ({ id, status }) => api.patch<User>(buildPath(usersPaths.userStatus, { id }), { status }),
    options,
    (user) => {
      queryClient.setQueryData(userKeys.detail(user.id), user);
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  );
}

/**
 * DELETE /ums/cms/cuc/users/{id}. The deleted user's own queries would only answer 404 now: they are
 * dropped rather than refetched (the screen also disables them), and the rest of the area goes stale.
 */
export function useDeleteUser(options?: MutationOptions<MessageResponse, number>) {
  const queryClient = useQueryClient();
  return useUsersMutation(
    (id) => api.delete<MessageResponse>(buildPath(usersPaths.user, { id })),
    options,
    async (_data, id) => {
      await queryClient.cancelQueries({ queryKey: userKeys.detail(id) });
      queryClient.removeQueries({ queryKey: userKeys.detail(id) });
      // Marked stale without refetching now: the screen is leaving for the list, which refetches.
      await queryClient.invalidateQueries({ queryKey: userKeys.all, refetchType: 'none' });
    },
  );
}

export interface UserRoleVariables {
  userId: number;
  roleId: number;
  /** true assigns the role, false removes it. */
  assigned: boolean;
}

/** Assigns (POST) or removes (DELETE) one role, then reloads the user's roles (spec 01 §4). */
export function useToggleUserRole(options?: MutationOptions<UserRole[], UserRoleVariables>) {
  return useUsersMutation(({ userId, roleId, assigned }) => {
    const path = buildPath(usersPaths.userRole, { userId, roleId });
    return assigned ? api.post<UserRole[]>(path) : api.delete<UserRole[]>(path);
  }, options);
}

export interface UserSettingsVariables {
  id: number;
  settings: Partial<UserSettings>;
}

/** PUT /ums/cms/cuc/users/{id}/settings with the switches that changed (DESIGN §9.4). */
export function useUpdateUserSettings(options?: MutationOptions<UserSettings, UserSettingsVariables>) {
  const queryClient = useQueryClient();
  return useUsersMutation(
    ({ id, settings }) => api.put<UserSettings>(buildPath(usersPaths.userSettings, { id }), settings),
    options,
    (settings, { id }) => {
      queryClient.setQueryData(userKeys.settings(id), settings);
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  );
}
