import { randomUUID } from 'node:crypto';
import { copyFile, lstat, mkdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { objectFilePath, validateBucketId } from './object-key.ts';
import { invalidKey, StorageError } from './storage-error.ts';

/**
 * On disk a key cannot be both a file and a folder (`a` and `a/b`), which object storage
 * allows; such a write is refused instead of failing as a server error.
 */
async function onDisk<T>(key: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENAMETOOLONG') throw invalidKey(key);
    if (code === 'ENOTDIR' || code === 'EISDIR' || code === 'EEXIST' || code === 'ENOTEMPTY') {
      throw new StorageError(
        409,
        'Duplicate',
        `The key ${key} conflicts with an existing object or folder`,
      );
    }
    throw err;
  }
}

/**
 * Object bytes on disk under `<dataDir>/storage/<bucket>/<key>`. A write is staged in
 * `.tmp` first and only put in place once its metadata row has been accepted, and the file
 * it replaces is kept aside until the transaction has committed, so a refused or failed
 * write leaves the previous state untouched.
 */
export class ObjectFiles {
  readonly root: string;
  private readonly tmpDir: string;

  constructor(dataDir: string) {
    this.root = path.resolve(dataDir, 'storage');
    this.tmpDir = path.join(this.root, '.tmp');
  }

  filePath(bucket: string, key: string): string {
    return objectFilePath(this.root, bucket, key);
  }

  bucketDir(bucket: string): string {
    return path.join(this.root, validateBucketId(bucket));
  }

  async stage(bytes: Buffer): Promise<string> {
    await mkdir(this.tmpDir, { recursive: true });
    const staged = path.join(this.tmpDir, randomUUID());
    await writeFile(staged, bytes);
    return staged;
  }

  async stageCopy(bucket: string, key: string): Promise<string> {
    await mkdir(this.tmpDir, { recursive: true });
    const staged = path.join(this.tmpDir, randomUUID());
    await copyFile(this.filePath(bucket, key), staged);
    return staged;
  }

  async discard(staged: string): Promise<void> {
    await rm(staged, { force: true });
  }

  /**
   * Moves a staged file to its final place. Returns how to finish: `commit` drops the
   * replaced file, `rollback` restores it (or removes the new one when there was none).
   */
  async place(staged: string, bucket: string, key: string): Promise<PlacedFile> {
    return onDisk(key, () => this.placeFile(staged, bucket, key));
  }

  private async placeFile(staged: string, bucket: string, key: string): Promise<PlacedFile> {
    const target = this.filePath(bucket, key);
    const backup = path.join(this.tmpDir, `${randomUUID()}.previous`);
    let existing = await lstat(target).catch(() => null);
    // A folder left empty is no object; one that still holds files makes this a conflict.
    if (existing?.isDirectory()) {
      await rmdir(target);
      existing = null;
    } else if (existing && !existing.isFile()) {
      throw Object.assign(new Error('not a regular file'), { code: 'EEXIST' });
    }
    const hadPrevious = existing !== null;
    if (hadPrevious) await rename(target, backup);
    await renameIntoFolder(staged, target);
    return {
      commit: async () => {
        if (hadPrevious) await rm(backup, { force: true });
      },
      rollback: async () => {
        if (hadPrevious) await rename(backup, target);
        else await rm(target, { force: true });
      },
    };
  }

  /** Renames an object's file; the returned undo puts it back. */
  async move(
    fromBucket: string,
    fromKey: string,
    toBucket: string,
    toKey: string,
  ): Promise<() => Promise<void>> {
    const from = this.filePath(fromBucket, fromKey);
    const to = this.filePath(toBucket, toKey);
    await onDisk(toKey, () => renameIntoFolder(from, to));
    await this.pruneEmptyFolders(fromBucket, from);
    return async () => {
      await mkdir(path.dirname(from), { recursive: true });
      await rename(to, from);
    };
  }

  async remove(bucket: string, key: string): Promise<void> {
    const file = this.filePath(bucket, key);
    await rm(file, { force: true });
    await this.pruneEmptyFolders(bucket, file);
  }

  /** Folders exist only through their objects: drop the ones a removal left empty. */
  private async pruneEmptyFolders(bucket: string, file: string): Promise<void> {
    const bucketDir = this.bucketDir(bucket);
    let dir = path.dirname(file);
    while (dir.startsWith(bucketDir + path.sep)) {
      try {
        await rmdir(dir);
      } catch {
        return;
      }
      dir = path.dirname(dir);
    }
  }

  async removeBucket(bucket: string): Promise<void> {
    await rm(this.bucketDir(bucket), { recursive: true, force: true });
  }
}

/** Renames into `to`'s folder, creating it; once more if a concurrent removal pruned it meanwhile. */
async function renameIntoFolder(from: string, to: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    await mkdir(path.dirname(to), { recursive: true });
    try {
      await rename(from, to);
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || attempt > 0) throw err;
    }
  }
}

export interface PlacedFile {
  commit(): Promise<void>;
  rollback(): Promise<void>;
}
