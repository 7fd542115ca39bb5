import { useMutation, useQueryClient } from '@tanstack/react-query';
import { avatarFileProblem, avatarObjectPath } from './avatar-file.ts';
import { saveProfilePatch } from './profile-fields.ts';
import { getSupabase, logUnexpected } from '@phrasebook/data';
import { storeSavedProfile } from './profile-cache.ts';

/** A file refused before it was sent; its message is meant for the user. */
export class AvatarFileError extends Error {
  override name = 'AvatarFileError';
}

export interface UploadAvatarInput {
  uid: string;
  file: File;
  /** The avatar being replaced; removed once the new one is saved. */
  previousPath?: string | null;
}

/**
 * Stores a new avatar in the 'avatars' bucket under the user's folder and points the profile
 * at it. If saving the profile fails the uploaded object is removed again, so a failure
 * leaves nothing behind.
 */
export function useUploadAvatarMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ uid, file, previousPath }: UploadAvatarInput) => {
      const problem = avatarFileProblem(file);
      if (problem) throw new AvatarFileError(problem);
      const bucket = (await getSupabase().storage()).from('avatars');
      const path = avatarObjectPath(uid, file);
      const upload = await bucket.upload(path, file, { contentType: file.type, upsert: false });
      if (upload.error) throw upload.error;
      let data;
      try {
        data = await saveProfilePatch(uid, { avatar_path: path });
      } catch (error) {
        await bucket.remove([path]);
        throw error;
      }
      if (previousPath && previousPath !== path && previousPath.startsWith(`${uid}/`)) {
        const removal = await bucket.remove([previousPath]);
        if (removal.error) logUnexpected('remove-old-avatar', removal.error, { previousPath });
      }
      return data;
    },
    onSuccess: (row) => storeSavedProfile(queryClient, row),
    onError: (error, input) => {
      if (error instanceof AvatarFileError) return;
      logUnexpected('upload-avatar', error, {
        uid: input.uid,
        name: input.file.name,
        size: input.file.size,
      });
    },
  });
}
