// The catalog's media: product images and brand logos drawn on first request (the demo catalogue has no
// photographs), and resized/re-encoded variants of any /media image for the storefront's image URL parameters.
// server/magento/http/media.ts serves /media and calls into here.
import path from 'node:path';
import type { Db } from '../db/connection';
import { findGeneratedMediaArt } from '../db/repositories/products';
import { fileResponse, textResponse } from '../../lib/file-response';
import { renderArt, type ArtSpec } from './art';
import { CONTENT_TYPES, MediaParamError, parseTransform } from './params';
import { transformed } from './transform';

const TRANSFORMABLE = /\.(jpe?g|png|webp|gif)$/i;
/** Transformed copies never change for a URL (the key covers the original), so browsers keep them for a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Draws a media file the catalog seeded a drawing spec for (see generated_media), or null. */
export async function catalogArtSource(mediaPath: string, db?: Db): Promise<Buffer | null> {
  const art = db ? findGeneratedMediaArt(db, mediaPath) : undefined;
  if (!art) return null;
  return renderArt(JSON.parse(art) as ArtSpec, /\.png$/i.test(mediaPath) ? 'png' : 'jpeg');
}

/**
 * The response for a media URL with image parameters (?width=&height=&fit=&quality=&format=&auto=webp):
 * the transformed image, or 400 for a malformed parameter. Null when the URL asks for no transform, so the
 * caller serves the original.
 */
export async function transformedMedia(
  request: Request,
  mediaPath: string,
  original: Buffer,
  dataDir: string,
): Promise<Response | null> {
  const url = new URL(request.url);
  let transform;
  try {
    transform = parseTransform(url.searchParams, mediaPath, request.headers.get('accept') ?? '');
  } catch (e) {
    if (e instanceof MediaParamError) return textResponse(400, e.message);
    throw e;
  }
  if (!transform) return null;
  if (!TRANSFORMABLE.test(mediaPath)) return textResponse(400, 'Only images can be resized.');
  const result = await transformed(path.join(dataDir, 'media-cache'), original, mediaPath, transform).catch(
    () => null,
  );
  if (!result) return textResponse(415, 'The file is not an image that can be resized.');
  const response = fileResponse(request, {
    bytes: result.bytes,
    contentType: CONTENT_TYPES[transform.format],
    cacheControl: CACHE_CONTROL,
    etag: result.key.slice(0, 27),
  });
  if (transform.variesByAccept) response.headers.set('vary', 'Accept');
  return response;
}
