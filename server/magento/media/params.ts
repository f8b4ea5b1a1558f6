// The image URL parameters the storefront sends with /media URLs (Fastly image optimisation's, as Magento Cloud
// serves them): width, height, fit, quality, format (webp, pjpg, png, jpg) and auto=webp. Anything malformed is
// the client's mistake and gets a 400 with a message; unknown parameters (type, cache busters) are ignored.

export type OutputFormat = 'jpeg' | 'png' | 'webp';
export type Fit = 'cover' | 'contain' | 'fill' | 'inside' | 'outside';

export interface Transform {
  width?: number;
  height?: number;
  fit: Fit;
  quality: number;
  format: OutputFormat;
  progressive: boolean;
  /** The response depends on the Accept header (auto=webp). */
  variesByAccept: boolean;
}

export class MediaParamError extends Error {}

export const MAX_DIMENSION = 4096;
const DEFAULT_QUALITY = 85;
// Fastly's names first, then sharp's own.
const FITS: Record<string, Fit> = {
  bounds: 'inside',
  cover: 'cover',
  crop: 'cover',
  contain: 'contain',
  fill: 'fill',
  inside: 'inside',
  outside: 'outside',
};
const FORMATS: Record<string, { format: OutputFormat; progressive: boolean }> = {
  jpg: { format: 'jpeg', progressive: false },
  jpeg: { format: 'jpeg', progressive: false },
  pjpg: { format: 'jpeg', progressive: true },
  png: { format: 'png', progressive: false },
  webp: { format: 'webp', progressive: false },
};
const TRANSFORM_PARAMS = ['width', 'height', 'fit', 'quality', 'format', 'auto'];

function integer(params: URLSearchParams, name: string, max: number): number | undefined {
  const raw = params.get(name);
  if (raw === null) return undefined;
  const value = /^\d{1,5}$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!(value >= 1 && value <= max))
    throw new MediaParamError(`Invalid ${name} "${raw}": expected a whole number from 1 to ${max}.`);
  return value;
}

function choice<T>(params: URLSearchParams, name: string, options: Record<string, T>): T | undefined {
  const raw = params.get(name);
  if (raw === null) return undefined;
  const value = options[raw.trim().toLowerCase()];
  if (value === undefined)
    throw new MediaParamError(
      `Invalid ${name} "${raw}": expected one of ${Object.keys(options).join(', ')}.`,
    );
  return value;
}

/** The source's own format: PNG stays PNG (transparency), everything else becomes JPEG. */
export const sourceFormat = (mediaPath: string): OutputFormat =>
  /\.png$/i.test(mediaPath) ? 'png' : /\.webp$/i.test(mediaPath) ? 'webp' : 'jpeg';

/**
 * The transform a media URL asks for, or null when it asks for none (the original is served as it is).
 * Throws MediaParamError for a malformed parameter.
 */
export function parseTransform(params: URLSearchParams, mediaPath: string, accept: string): Transform | null {
  if (!TRANSFORM_PARAMS.some((p) => params.has(p))) return null;
  const width = integer(params, 'width', MAX_DIMENSION);
  const height = integer(params, 'height', MAX_DIMENSION);
  const quality = integer(params, 'quality', 100) ?? DEFAULT_QUALITY;
  const fit = choice(params, 'fit', FITS) ?? 'cover';
  const requested = choice(params, 'format', FORMATS) ?? {
    format: sourceFormat(mediaPath),
    progressive: false,
  };
  const auto = choice(params, 'auto', { webp: 'webp' as const });
  const webp = auto === 'webp' && /\bimage\/webp\b/i.test(accept);
  return {
    width,
    height,
    fit,
    quality,
    format: webp ? 'webp' : requested.format,
    progressive: !webp && requested.progressive,
    variesByAccept: auto === 'webp',
  };
}

export const CONTENT_TYPES: Record<OutputFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
