import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post, put } from '../../lib/http';
import { memberKeys } from '../../shared/session';

export function logout(): Promise<null> {
  return post<null>('/api/v1/logout');
}

export interface ProfileChanges {
  nickname?: string;
  /** An image URL, or empty for the default avatar. */
  avatar?: string;
}

export function updateProfile(changes: ProfileChanges): Promise<null> {
  return put<null>('/api/v1/member/updateProfile', changes);
}

/** Saves nickname/avatar and refreshes the member everywhere (header, 我的). */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: () => client.invalidateQueries({ queryKey: memberKeys.all }) });
}
