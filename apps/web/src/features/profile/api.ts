import type { MutationOptions } from '@/lib/area-mutation';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  usersPaths,
  type ChangePasswordRequest,
  type MessageResponse,
  type Profile,
  type ProfileUpdateRequest,
} from '@cms/contract';
import { api } from '@/lib/api-client';
import type { AppMutationMeta } from '@/lib/query-client';
import { updateSessionUser } from '@/lib/session';
import { uploadWithProgress } from '@/lib/upload';

export const profileKeys = {
  all: ['profile'] as const,
  me: () => [...profileKeys.all, 'me'] as const,
};

/** Keeps the header (which shows the session user) in step with what the server answered. */
function syncSessionUser(profile: Profile): void {
  updateSessionUser({ firstName: profile.firstName, lastName: profile.lastName, avatar: profile.avatar ?? '' });
}

async function fetchProfile(signal: AbortSignal): Promise<Profile> {
  const profile = await api.get<Profile>(usersPaths.me, { signal });
  // Sign-in does not answer the avatar: the header learns it here.
  syncSessionUser(profile);
  return profile;
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.me(), queryFn: ({ signal }) => fetchProfile(signal) });

/** GET /ums/cms/cupc/me/user: the signed-in user's own profile. */
export function useProfile() {
  return useQuery(profileQueryOptions());
}

async function applyProfile(queryClient: QueryClient, profile: Profile): Promise<void> {
  queryClient.setQueryData(profileKeys.me(), profile);
  syncSessionUser(profile);
  await queryClient.invalidateQueries({ queryKey: profileKeys.all });
}

/** A mutation answering the new profile: cache and header are updated before the caller's onSuccess. */
function useProfileMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<Profile>,
  meta: AppMutationMeta,
  options: MutationOptions<Profile, TVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    ...options,
    mutationFn,
    onSuccess: async (profile, variables, onMutateResult, context) => {
      await applyProfile(queryClient, profile);
      await options.onSuccess?.(profile, variables, onMutateResult, context);
    },
  });
}

/** PUT /ums/cms/cupc/me/user. The username is sent as shown; the server never changes it. */
export function useUpdateProfile(options?: MutationOptions<Profile, ProfileUpdateRequest>) {
  return useProfileMutation(
    (body: ProfileUpdateRequest) => api.put<Profile>(usersPaths.me, body),
    { errorTitle: 'Profile Not Updated', errorDescription: 'Your profile has not been updated.' },
    options,
  );
}

export interface AvatarUpload {
  file: File;
  onProgress?: (fraction: number) => void;
}

/** POST /users/me/avatar (multipart field `avatar`), reporting upload progress. */
export function useUploadAvatar(options?: MutationOptions<Profile, AvatarUpload>) {
  return useProfileMutation(
    ({ file, onProgress }: AvatarUpload) => {
      const body = new FormData();
      body.append('avatar', file);
      return uploadWithProgress<Profile>(usersPaths.myAvatar, body, { onProgress });
    },
    { errorTitle: 'Profile Picture Not Updated' },
    options,
  );
}

/** DELETE /users/me/avatar. */
export function useRemoveAvatar(options?: MutationOptions<Profile, void>) {
  return useProfileMutation(
    () => api.delete<Profile>(usersPaths.myAvatar),
    { errorTitle: 'Profile Picture Not Removed' },
    options,
  );
}

/**
 * PATCH /ums/cms/cupc/me/user/password. Unlike the other mutations of the area it invalidates
 * nothing: on success the server has ended every session of the user, so a refetch would answer
 * 401 and send the user to /session-expired instead of the spec's logout 5 s later. Its failure
 * toast has its own wording (docs/product/profile.md §8), so the screen reports errors.
 */
export function useChangePassword(options?: MutationOptions<MessageResponse, ChangePasswordRequest>) {
  return useMutation({
    ...options,
    mutationFn: (body: ChangePasswordRequest) => api.patch<MessageResponse>(usersPaths.myPassword, body),
    meta: { skipErrorToast: true },
  });
}
