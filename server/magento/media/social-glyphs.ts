// The small round icons of the seeded media: the social networks' marks in the footer (drawn as shapes, as
// their logos are) and the shop's favicon (its initial: the shop's own mark). `size` square, coloured `fill`.
const GLYPHS: Record<string, (s: number) => string> = {
  instagram: (s) =>
    `<rect x="${s * 0.27}" y="${s * 0.27}" width="${s * 0.46}" height="${s * 0.46}" rx="${s * 0.13}" fill="none" stroke="#fff" stroke-width="${s * 0.07}"/>` +
    `<circle cx="${s / 2}" cy="${s / 2}" r="${s * 0.11}" fill="none" stroke="#fff" stroke-width="${s * 0.07}"/>` +
    `<circle cx="${s * 0.63}" cy="${s * 0.37}" r="${s * 0.035}" fill="#fff"/>`,
  facebook: (s) =>
    `<path d="M${s * 0.55} ${s * 0.8} V${s * 0.52} H${s * 0.64} L${s * 0.66} ${s * 0.42} H${s * 0.55} V${s * 0.36} ` +
    `Q${s * 0.55} ${s * 0.3} ${s * 0.62} ${s * 0.3} H${s * 0.67} V${s * 0.21} H${s * 0.58} Q${s * 0.44} ${s * 0.21} ` +
    `${s * 0.44} ${s * 0.35} V${s * 0.42} H${s * 0.35} V${s * 0.52} H${s * 0.44} V${s * 0.8} Z" fill="#fff"/>`,
  x: (s) =>
    `<path d="M${s * 0.3} ${s * 0.28} L${s * 0.7} ${s * 0.72} M${s * 0.7} ${s * 0.28} L${s * 0.3} ${s * 0.72}" stroke="#fff" stroke-width="${s * 0.08}" stroke-linecap="round"/>`,
  youtube: (s) =>
    `<rect x="${s * 0.22}" y="${s * 0.3}" width="${s * 0.56}" height="${s * 0.4}" rx="${s * 0.1}" fill="#fff"/>` +
    `<path d="M${s * 0.44} ${s * 0.39} L${s * 0.6} ${s / 2} L${s * 0.44} ${s * 0.61} Z" fill="currentColor"/>`,
};

export function socialGlyph(name: string, size: number, fill: string): string {
  const disc = `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="${fill}" color="${fill}"/>`;
  const glyph = GLYPHS[name];
  if (glyph) return `<g color="${fill}">${disc}${glyph(size)}</g>`;
  return (
    disc +
    `<text x="${size / 2}" y="${Math.round(size * 0.68)}" font-family="DejaVu Sans, sans-serif" font-weight="bold" ` +
    `font-size="${Math.round(size / 2)}" text-anchor="middle" fill="#fff">Z</text>`
  );
}
