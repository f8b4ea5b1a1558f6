// /media/*: files under DATA_DIR/media. A missing file that a registered source can produce (the seeded
// artwork, later the catalog's product images) is generated once, written to disk, then served.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { StandInConfig } from '../config';
import type { Db } from '../db/connection';
import { catalogArtSource, transformedMedia } from '../media';
import { seededArtwork } from '../media/seeded-artwork';
import { fileResponse, textResponse } from '../../lib/file-response';
import { contentTypeFor } from '../../lib/mime';

/** Produces the bytes of a media path (relative to /media), or null when it does not know the path. */
export type MediaSource = (mediaPath: string, db?: Db) => Promise<Buffer | null>;

/** Media rarely changes in place (Magento writes new file names), so browsers keep it for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000';

// The catalog's product images and brand logos first (drawn from specs in the database).
const sources: MediaSource[] = [catalogArtSource, seededArtwork];

/** Lets another domain generate media on demand; sources registered later are asked first. */
export function registerMediaSource(source: MediaSource): void {
  sources.unshift(source);
}

/** The media path inside /media, or null for anything that could escape the media folder. */
export function mediaPathOf(pathname: string): string | null {
  let relative: string;
  try {
    relative = decodeURIComponent(pathname.replace(/^\/media\//, ''));
  } catch {
    return null;
  }
  const segments = relative.split('/');
  if (!relative || relative.includes('\\') || relative.includes('\0')) return null;
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return null;
  return relative;
}

async function produce(mediaPath: string, file: string, db?: Db): Promise<Buffer | null> {
  for (const source of sources) {
    const bytes = await source(mediaPath, db);
    if (!bytes) continue;
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    // Written under a temporary name first so a concurrent request never reads half a file.
    // A unique name per write: two identical requests in the same millisecond once collided here.
    const temporary = `${file}.${process.pid}.${crypto.randomUUID()}.tmp`;
    await fs.promises.writeFile(temporary, bytes);
    await fs.promises.rename(temporary, file);
    return bytes;
  }
  return null;
}

export async function handleMedia(request: Request, config: StandInConfig, db?: Db): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return textResponse(405, 'Method not allowed');
  const mediaPath = mediaPathOf(new URL(request.url).pathname);
  if (!mediaPath) return textResponse(404, 'Not found');
  const file = path.join(config.dataDir, 'media', mediaPath);
  const bytes = await fs.promises.readFile(file).catch(() => produce(mediaPath, file, db));
  if (!bytes) return textResponse(404, 'Not found');
  // Image URL parameters (?width=&height=&format=...): a resized copy from the catalog's media module.
  const variant = await transformedMedia(request, mediaPath, bytes, config.dataDir);
  if (variant) return variant;
  return fileResponse(request, {
    bytes,
    contentType: contentTypeFor(file),
    cacheControl: MEDIA_CACHE_CONTROL,
  });
}
