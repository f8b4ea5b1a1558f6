// Draws the demo catalogue's images: the shop has no photographs, so each product image, brand logo and
// banner is an SVG composed from a small spec (stored with the seed data) and rasterised with sharp.
// The same spec always gives the same bytes, so generated files can be recreated at any time.
import sharp from 'sharp';
import { drawKind, type ArtKind } from './art-shapes';

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
const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

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

/** Splits a title into at most `maxLines` lines of about `width` characters. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) lines.splice(maxLines - 1, lines.length, lines.slice(maxLines - 1).join(' '));
  return lines.map((l) => (l.length > width + 6 ? `${l.slice(0, width + 3)}…` : l));
}

const text = (x: number, y: number, size: number, fill: string, content: string, weight = 'normal') =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" ` +
  `text-anchor="middle">${escapeXml(content)}</text>`;

function productSvg(spec: Extract<ArtSpec, { brand: string }>): string {
  const { width, height } = PRODUCT_IMAGE_SIZE;
  const view = (spec.view ?? 0) % 4;
  const angle = [0, -12, 12, 0][view];
  const scale = [1, 0.92, 0.92, 0.72][view];
  const backdrop = tint(spec.color, [0.86, 0.9, 0.8, 0.93][view] ?? 0.86);
  const paint = { c: spec.color, d: shade(spec.color, 0.35), a: spec.accent };
  const lines = wrap(spec.title, 26, 2);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><radialGradient id="bg" cx="50%" cy="42%" r="70%"><stop offset="0" stop-color="#ffffff"/>` +
    `<stop offset="1" stop-color="${backdrop}"/></radialGradient>` +
    `<linearGradient id="glow" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint(spec.accent, 0.35)}"/>` +
    `<stop offset="1" stop-color="${shade(spec.accent, 0.45)}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<ellipse cx="400" cy="800" rx="250" ry="26" fill="#000" opacity="0.08"/>` +
    `<g transform="translate(400 480) rotate(${angle}) scale(${scale})">${drawKind(spec.kind, paint)}</g>` +
    text(400, 86, 44, spec.accent, spec.brand.toUpperCase(), 'bold') +
    lines.map((l, i) => text(400, 880 + i * 46, 36, '#22252b', l)).join('') +
    `</svg>`
  );
}

function logoSvg(spec: Extract<ArtSpec, { kind: 'logo' }>): string {
  const size = spec.title.length > 10 ? 44 : spec.title.length > 6 ? 58 : 76;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE}" height="${LOGO_SIZE}">` +
    `<rect width="${LOGO_SIZE}" height="${LOGO_SIZE}" rx="48" fill="#ffffff"/>` +
    `<rect x="40" y="300" width="320" height="10" rx="5" fill="${spec.color}" opacity="0.5"/>` +
    text(200, 220, size, spec.color, spec.title, 'bold') +
    `</svg>`
  );
}

function bannerSvg(spec: Extract<ArtSpec, { kind: 'banner' }>): string {
  const { width: w, height: h } = spec;
  const big = Math.round(h * 0.16);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${spec.color}"/>` +
    `<stop offset="1" stop-color="${shade(spec.color, 0.45)}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    `<circle cx="${w * 0.85}" cy="${h * 0.3}" r="${h * 0.45}" fill="#ffffff" opacity="0.12"/>` +
    `<circle cx="${w * 0.7}" cy="${h * 0.95}" r="${h * 0.3}" fill="#ffffff" opacity="0.08"/>` +
    text(w / 2, h * 0.48, big, '#ffffff', spec.title, 'bold') +
    (spec.subtitle
      ? text(w / 2, h * 0.48 + big * 1.2, Math.round(big * 0.45), '#ffffff', spec.subtitle)
      : '') +
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
