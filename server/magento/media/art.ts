// Draws the demo catalogue's images: the shop has no photographs, so each product image, brand logo and
// banner is an SVG composed from a small spec (stored with the seed data) and rasterised with sharp.
// The same spec always gives the same bytes, so generated files can be recreated at any time. No picture
// carries words: the pages print the product's and brand's names beside them, and badges sit over the
// pictures' corners (issue 25), so a product is the object on its backdrop and a brand its mark.
import sharp from 'sharp';
import { drawKind, type ArtKind } from './art-shapes';
import { emblem } from './emblems';

export type { ArtKind } from './art-shapes';

export type ArtSpec =
  | {
      kind: ArtKind;
      /** Body colour '#rrggbb'. */
      color: string;
      /** Accent (brand) colour. */
      accent: string;
      brand: string;
      title: string;
      /** 0-based gallery view: each view turns the object a little and changes the backdrop. */
      view?: number;
    }
  | { kind: 'logo'; color: string; title: string }
  | { kind: 'banner'; color: string; title: string; subtitle?: string; width: number; height: number };

export const PRODUCT_IMAGE_SIZE = { width: 800, height: 1000 } as const;
const LOGO_SIZE = 400;

function mix(hex: string, target: number, amount: number): string {
  const n = /^#[0-9a-f]{6}$/i.test(hex) ? parseInt(hex.slice(1), 16) : 0x888888;
  const channel = (shift: number) => {
    const v = (n >> shift) & 0xff;
    return Math.round(v + (target - v) * amount)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}
export const shade = (hex: string, amount: number) => mix(hex, 0, amount);
export const tint = (hex: string, amount: number) => mix(hex, 255, amount);

function productSvg(spec: Extract<ArtSpec, { brand: string }>): string {
  const { width, height } = PRODUCT_IMAGE_SIZE;
  const view = (spec.view ?? 0) % 4;
  const angle = [0, -12, 12, 0][view];
  const scale = [1, 0.92, 0.92, 0.72][view];
  const backdrop = tint(spec.color, [0.86, 0.9, 0.8, 0.93][view] ?? 0.86);
  const paint = { c: spec.color, d: shade(spec.color, 0.35), a: spec.accent };
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><radialGradient id="bg" cx="50%" cy="42%" r="70%"><stop offset="0" stop-color="#ffffff"/>` +
    `<stop offset="1" stop-color="${backdrop}"/></radialGradient>` +
    `<linearGradient id="glow" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint(spec.accent, 0.35)}"/>` +
    `<stop offset="1" stop-color="${shade(spec.accent, 0.45)}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<ellipse cx="400" cy="800" rx="250" ry="26" fill="#000" opacity="0.08"/>` +
    `<g transform="translate(400 480) rotate(${angle}) scale(${scale})">${drawKind(spec.kind, paint)}</g>` +
    `</svg>`
  );
}

/** A brand's mark on a white tile (emblems.ts): the brand's name is printed beside it wherever it shows. */
function logoSvg(spec: Extract<ArtSpec, { kind: 'logo' }>): string {
  const half = LOGO_SIZE / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE}" height="${LOGO_SIZE}">` +
    `<rect width="${LOGO_SIZE}" height="${LOGO_SIZE}" rx="48" fill="#ffffff"/>` +
    `<g transform="translate(${half} ${half})">${emblem(spec.title, spec.color, tint(spec.color, 0.55), LOGO_SIZE * 0.5)}</g>` +
    `</svg>`
  );
}

/** A backdrop for a banner whose words (`title`, `subtitle`) the page sets over it, never drawn in. */
function bannerSvg(spec: Extract<ArtSpec, { kind: 'banner' }>): string {
  const { width: w, height: h } = spec;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${spec.color}"/>` +
    `<stop offset="1" stop-color="${shade(spec.color, 0.45)}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    `<circle cx="${w * 0.85}" cy="${h * 0.3}" r="${h * 0.45}" fill="#ffffff" opacity="0.12"/>` +
    `<circle cx="${w * 0.7}" cy="${h * 0.95}" r="${h * 0.3}" fill="#ffffff" opacity="0.08"/>` +
    `</svg>`
  );
}

export function artSvg(spec: ArtSpec): string {
  if (spec.kind === 'logo') return logoSvg(spec);
  if (spec.kind === 'banner') return bannerSvg(spec);
  return productSvg(spec);
}

/** Rasterises a spec; JPEG unless the target file is a PNG. */
export async function renderArt(spec: ArtSpec, format: 'jpeg' | 'png'): Promise<Buffer> {
  const image = sharp(Buffer.from(artSvg(spec)), { density: 72 });
  return format === 'png'
    ? image.png({ compressionLevel: 9 }).toBuffer()
    : image.flatten({ background: '#ffffff' }).jpeg({ quality: 88 }).toBuffer();
}
