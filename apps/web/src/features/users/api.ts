import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  usersContract,
  usersMessages,
  usersPaths,
  type Role,
  type User,
  type UserRole,
  type UserSettings,
  type UserStatus,
  type UserUpdateRequest,
} from '@cms/contract';
import { api, buildPath } from '@/lib/api-client';
import { useAreaMutation, type MutationOptions } from '@/lib/area-mutation';
import { defineResource } from '@/lib/resource';
import { usersArea } from './area';

const success = (description: string) => ({ title: 'Success', description });

/**
 * Users (`/ums/cms/cuc/users`), docs/product/users.md §7 and §8: the list, a user, create, edit and delete are
 * the kit's; the roles, status and settings calls below are the area's own.
 */
// Its bodies are an edit's (the password optional); Add New User's form requires the password.
export const usersResource = defineResource<User, UserUpdateRequest>({
  contract: usersContract,
  messages: {
    created: success(usersMessages.created),
    updated: success(usersMessages.updated),
    deleted: (answer) => success(answer.message),
    saveFailed: usersMessages.saveFailed,
    deleteFailed: usersMessages.deleteFailed,
  },
  screens: { ...usersArea.menu, create: 'Add New User' },
});

const { keys } = usersResource;
/** A user's roles and settings go with the user: stale with it, and dropped once it is deleted. */
const userRolesKey = (id: number) => [...keys.detail(id), 'roles'] as const;
const settingsKey = (id: number) => [...keys.detail(id), 'settings'] as const;

const rolesOptions = () =>
  queryOptions({
    queryKey: [...keys.all, 'roles'],
    queryFn: ({ signal }) => api.get<Role[]>(usersPaths.roles, { signal }),
  });

export const useRoles = () => useQuery(rolesOptions());

export const useUserRoles = (id: number) =>
  useQuery({
    queryKey: userRolesKey(id),
    queryFn: ({ signal }) => api.get<UserRole[]>(buildPath(usersPaths.userRoles, { id }), { signal }),
  });

export const useUserSettings = (id: number) =>
  useQuery({
    queryKey: settingsKey(id),
    queryFn: ({ signal }) => api.get<UserSettings>(buildPath(usersPaths.userSettings, { id }), { signal }),
  });

/** A change of the area's own: its answer cached where it belongs, then everything of users is stale. */
function useUsersMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  options: MutationOptions<TData, TVariables> | undefined,
  cache?: (data: TData, variables: TVariables) => readonly unknown[],
) {
  const queryClient = useQueryClient();
  return useAreaMutation([keys.all], mutationFn, options, (data, variables) => {
    if (cache) queryClient.setQueryData(cache(data, variables), data);
    return queryClient.invalidateQueries({ queryKey: keys.all });
  });
}

/** PATCH /ums/cms/cuc/users/{id}/status. */
export const useUpdateUserStatus = (options?: MutationOptions<User, { id: number; status: UserStatus }>) =>
  useUsersMutation(
    ({ id, status }) => api.patch<User>(buildPath(usersPaths.userStatus, { id }), { status }),
    options,
    (user) => keys.detail(user.id),
  );

export interface UserRoleVariables {
  userId: number;
  roleId: number;
  /** true assigns the role, false removes it. */
  assigned: boolean;
}

/** Assigns (POST) or removes (DELETE) one role, then reloads the user's roles (docs/product/users.md §4). */
export const useToggleUserRole = (options?: MutationOptions<UserRole[], UserRoleVariables>) =>
  useUsersMutation(({ userId, roleId, assigned }) => {
    const path = buildPath(usersPaths.userRole, { userId, roleId });
    return assigned ? api.post<UserRole[]>(path) : api.delete<UserRole[]>(path);
  }, options);

/** PUT /ums/cms/cuc/users/{id}/settings with the switches that changed (docs/design.md §9.4). */
export const useUpdateUserSettings = (
  options?: MutationOptions<UserSettings, { id: number; settings: Partial<UserSettings> }>,
) =>
  useUsersMutation(
    ({ id, settings }) => api.put<UserSettings>(buildPath(usersPaths.userSettings, { id }), settings),
    options,
    (_settings, { id }) => settingsKey(id),
  );
