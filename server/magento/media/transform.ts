// Resized and re-encoded copies of media files, made with sharp once and kept on disk under
// DATA_DIR/media-cache (outside /media, so only this module serves them). The cache key covers the original's
// bytes and the transform, so a replaced original never serves an old copy.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Transform } from './params';

const inFlight = new Map<string, Promise<Buffer>>();
/** Parameters are free-form, so a crawler could ask for endless sizes: past this many new copies, serve uncached. */
const MAX_NEW_COPIES = 50_000;
let newCopies = 0;

export function cacheKey(original: Buffer, mediaPath: string, t: Transform): string {
  const spec = [mediaPath, t.width ?? '', t.height ?? '', t.fit, t.quality, t.format, t.progressive].join(
    '|',
  );
  return crypto.createHash('sha1').update(original).update(spec).digest('hex');
}

function encode(original: Buffer, t: Transform): Promise<Buffer> {
  let image = sharp(original, { failOn: 'error' }).rotate();
  if (t.width || t.height)
    // Like Fastly, never enlarge: the source is the most detail there is.
    image = image.resize({ width: t.width, height: t.height, fit: t.fit, withoutEnlargement: true });
  if (t.format === 'png') image = image.png({ compressionLevel: 9 });
  else if (t.format === 'webp') image = image.webp({ quality: t.quality });
  else
    image = image.flatten({ background: '#ffffff' }).jpeg({ quality: t.quality, progressive: t.progressive });
  return image.toBuffer();
}

async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${crypto.randomUUID()}.tmp`;
  await fs.promises.writeFile(temporary, bytes);
  await fs.promises.rename(temporary, file);
}

/** The transformed bytes: from the disk cache, else encoded now (once, however many requests ask at once). */
export async function transformed(cacheDir: string, original: Buffer, mediaPath: string, t: Transform) {
  const key = cacheKey(original, mediaPath, t);
  const file = path.join(cacheDir, key.slice(0, 2), `${key}.${t.format}`);
  const cached = await fs.promises.readFile(file).catch(() => null);
  if (cached) return { bytes: cached, key, fromCache: true };
  let pending = inFlight.get(key);
  if (!pending) {
    pending = encode(original, t).then(async (bytes) => {
      if (newCopies++ < MAX_NEW_COPIES) await writeAtomically(file, bytes);
      return bytes;
    });
    inFlight.set(key, pending);
    void pending.finally(() => inFlight.delete(key)).catch(() => undefined);
  }
  return { bytes: await pending, key, fromCache: false };
}
