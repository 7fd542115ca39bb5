/** The avatars bucket's limits (5 MB, images only, as the bucket is configured); checked before uploading too. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

export const AVATAR_NOT_AN_IMAGE = 'Please choose an image file (PNG, JPEG, GIF or WebP).';
export const AVATAR_TOO_LARGE = 'That image is larger than 5 MB; please choose a smaller one.';

const extensions: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** Why `file` cannot be an avatar, or null when it can. */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(file.type in extensions)) return AVATAR_NOT_AN_IMAGE;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_TOO_LARGE;
  return null;
}

/**
 * A fresh object name under the user's own folder (the bucket's policy allows writes only
 * there). A new name per upload means the public URL changes, so no browser or CDN keeps
 * showing the old picture.
 */
export function avatarObjectPath(uid: string, file: Pick<File, 'type'>, now = Date.now()): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `${uid}/avatar-${now}-${random}.${extensions[file.type] ?? 'img'}`;
}
