// Deterministic placeholder artwork for the seeded media (logo, category tiles, CMS banners): an SVG
// chosen by the file's folder, labelled from its name, coloured from a hash of its path. No network.
// Runtime code (the /media route draws it on first request), so it lives here rather than in seed/.
import crypto from 'node:crypto';
import sharp from 'sharp';

interface Artwork {
  width: number;
  height: number;
  /** 'tile' = centred label; 'banner' = gradient with a large left-aligned label; 'logo' = wordmark. */
  style: 'tile' | 'banner' | 'logo' | 'icon';
}

// First match wins; a path matching none has no artwork (the media route answers 404).
const RULES: [RegExp, Artwork][] = [
  [/^logo\/.*favicon\.png$/, { width: 64, height: 64, style: 'icon' }],
  [/^logo\//, { width: 336, height: 80, style: 'logo' }],
  [/^catalog\/category\//, { width: 480, height: 480, style: 'tile' }],
  [/^wysiwyg\/home\/slide-/, { width: 1440, height: 480, style: 'banner' }],
  [
    /^wysiwyg\/(home\/banner-|home\/refer-earn-background|about\/)/,
    { width: 1440, height: 400, style: 'banner' },
  ],
  [/^wysiwyg\/home\//, { width: 640, height: 360, style: 'tile' }],
  [/^wysiwyg\/brands\//, { width: 240, height: 120, style: 'logo' }],
  [/^wysiwyg\/social\//, { width: 48, height: 48, style: 'icon' }],
  [/^wysiwyg\//, { width: 800, height: 400, style: 'tile' }],
];

export const ARTWORK_FORMATS = ['png', 'jpg', 'jpeg', 'webp'] as const;

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function labelFor(mediaPath: string): string {
  const name =
    mediaPath
      .split('/')
      .pop()
      ?.replace(/\.[a-z]+$/i, '') ?? '';
  if (mediaPath.startsWith('logo/')) return 'Zepp Shop';
  return name
    .replace(/^(slide|banner|ad)-/, '')
    .split('-')
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ');
}

function hueOf(mediaPath: string): number {
  return crypto.createHash('sha1').update(mediaPath).digest().readUInt16BE(0) % 360;
}

interface Text {
  content: string;
  size: number;
  x: number;
  y: number;
  anchor: 'start' | 'middle';
  fill: string;
}

const svgText = (t: Text) =>
  `<text x="${t.x}" y="${t.y}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${t.size}" ` +
  `text-anchor="${t.anchor}" fill="${t.fill}">${escapeXml(t.content)}</text>`;

function body({ width: w, height: h, style }: Artwork, label: string, hue: number): string {
  const size = (n: number) => Math.round(n);
  if (style === 'icon') {
    const letter = svgText({
      content: label.slice(0, 1),
      size: size(h / 2),
      x: w / 2,
      y: size(h * 0.68),
      anchor: 'middle',
      fill: '#fff',
    });
    return `<circle cx="${w / 2}" cy="${h / 2}" r="${w / 2}" fill="hsl(${hue},60%,45%)"/>${letter}`;
  }
  if (style === 'logo')
    return svgText({
      content: label,
      size: size(h * 0.45),
      x: w / 2,
      y: size(h * 0.65),
      anchor: 'middle',
      fill: `hsl(${hue},70%,40%)`,
    });
  if (style === 'banner') {
    const gradient =
      `<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="hsl(${hue},65%,35%)"/>` +
      `<stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,55%)"/></linearGradient></defs>`;
    const title = svgText({
      content: label,
      size: size(h / 7),
      x: size(w * 0.06),
      y: size(h * 0.55),
      anchor: 'start',
      fill: '#fff',
    });
    return `${gradient}<rect width="${w}" height="${h}" fill="url(#g)"/>${title}`;
  }
  const r = Math.min(w, h) * 0.22;
  const caption = svgText({
    content: label,
    size: size(Math.min(w, h) / 11),
    x: w / 2,
    y: size(h * 0.85),
    anchor: 'middle',
    fill: `hsl(${hue},60%,25%)`,
  });
  return `<rect width="${w}" height="${h}" fill="hsl(${hue},55%,88%)"/><circle cx="${w / 2}" cy="${size(h * 0.42)}" r="${size(r)}" fill="hsl(${hue},60%,50%)"/>${caption}`;
}

/** The SVG for a seeded media path (relative to /media), or null when the path is not seeded artwork. */
export function artworkSvg(mediaPath: string): string | null {
  const art = RULES.find(([pattern]) => pattern.test(mediaPath))?.[1];
  const extension = mediaPath.split('.').pop()?.toLowerCase();
  if (!art || !ARTWORK_FORMATS.includes(extension as (typeof ARTWORK_FORMATS)[number])) return null;
  const content = body(art, labelFor(mediaPath), hueOf(mediaPath));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${art.width}" height="${art.height}" viewBox="0 0 ${art.width} ${art.height}">${content}</svg>`;
}

/** The seeded artwork for a media path as an image in the path's format, or null when it is not seeded. */
export async function seededArtwork(mediaPath: string): Promise<Buffer | null> {
  const svg = artworkSvg(mediaPath);
  if (!svg) return null;
  const format = (mediaPath.split('.').pop() ?? 'png').toLowerCase().replace('jpg', 'jpeg') as
    'png' | 'jpeg' | 'webp';
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}
