// Photos stored for a form that then fails (a later photo is not an image, the insert is refused) must
// not stay behind in media storage. Keys are content hashes, so the same photo may already belong to
// another product, publication, shop or profile: a key is deleted only when no row refers to it.
import { MEDIA } from '@sugu/domain';
import type { AppContext } from '../context.js';
import type { StoredImage } from './media.js';
import { ogName, variantName } from './names.js';
import { findUsedImageKeys } from './stored-images.repository.js';

type MediaContext = Pick<AppContext, 'db' | 'media'>;

/** Images decoded at once per form (the media service has its own global ceiling too). */
const CONCURRENCY = 2;

/**
 * Stores `files` (in order), then runs `use` with them (the database writes). If storing any photo or
 * `use` fails, the photos this call stored and nobody uses are deleted, then the error goes on.
 */
export async function withStoredImages<T>(
  ctx: MediaContext,
  files: readonly Buffer[],
  use: (images: StoredImage[]) => Promise<T>,
): Promise<T> {
  const results: (StoredImage | undefined)[] = new Array(files.length);
  let failure: { error: unknown } | null = null;
  let next = 0;
  const worker = async () => {
    while (next < files.length && !failure) {
      const index = next++;
      try {
        results[index] = await ctx.media.saveImage(files[index] as Buffer);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, files.length) }, worker));
  const stored = results.filter((image): image is StoredImage => image !== undefined);
  try {
    if (failure) throw (failure as { error: unknown }).error;
    return await use(stored);
  } catch (error) {
    await discardUnused(
      ctx,
      stored.map((image) => image.key),
    ).catch(() => {
      // Leftover files only cost disk space; the client must still get the real error.
    });
    throw error;
  }
}

/** Deletes every stored file of the keys no row refers to. */
async function discardUnused(ctx: MediaContext, keys: readonly string[]): Promise<void> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return;
  const inUse = await findUsedImageKeys(ctx.db, unique);
  const names = unique
    .filter((key) => !inUse.has(key))
    .flatMap((key) => [...MEDIA.widths.map((width) => variantName(key, width)), ogName(key)]);
  await Promise.all(names.map((name) => ctx.media.storage.delete(name)));
}
