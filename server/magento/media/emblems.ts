// A brand's mark without its name: the pages that show a brand's logo print the name beside it (brand tiles,
// the brand page, the home page's captioned brands), so a wordmark only said it twice. One of a few simple
// geometric marks, chosen by the brand's name, in the brand's colour; centred on (0, 0), `size` across.
import crypto from 'node:crypto';

const MARKS: ((color: string, light: string, r: number) => string)[] = [
  (c, l, r) =>
    `<circle r="${r}" fill="none" stroke="${c}" stroke-width="${r * 0.28}"/><circle r="${r * 0.3}" fill="${l}"/>`,
  (c, l, r) =>
    `<circle cx="${-r * 0.35}" r="${r * 0.65}" fill="${c}"/><circle cx="${r * 0.35}" r="${r * 0.65}" fill="${l}" opacity="0.85"/>`,
  (c, l, r) =>
    `<path d="M0 ${-r} L${r} 0 L0 ${r} L${-r} 0 Z" fill="${c}"/><path d="M0 ${-r * 0.45} L${r * 0.45} 0 L0 ${r * 0.45} L${-r * 0.45} 0 Z" fill="${l}"/>`,
  (c, l, r) =>
    [-0.55, 0, 0.55]
      .map(
        (y, i) =>
          `<path d="M${-r} ${r * (y + 0.2)} L0 ${r * (y - 0.25)} L${r} ${r * (y + 0.2)}" fill="none" stroke="${i === 1 ? l : c}" stroke-width="${r * 0.24}" stroke-linejoin="round"/>`,
      )
      .join(''),
  (c, l, r) =>
    `<path d="M${-r} ${r} Q${-r} ${-r} ${r} ${-r} Q${r} ${r} ${-r} ${r} Z" fill="${c}"/>` +
    `<path d="M${-r * 0.6} ${r * 0.6} L${r * 0.6} ${-r * 0.6}" stroke="${l}" stroke-width="${r * 0.1}"/>`,
  (c, l, r) =>
    [0, 90, 180, 270]
      .map(
        (deg, i) =>
          `<path d="M0 0 L${r} 0 A${r} ${r} 0 0 1 0 ${r} Z" transform="rotate(${deg})" fill="${i % 2 ? l : c}"/>`,
      )
      .join(''),
];

/** The brand's mark, `size` units across, centred on the origin. */
export function emblem(name: string, color: string, light: string, size: number): string {
  const pick = crypto.createHash('sha1').update(name.toLowerCase()).digest().readUInt8(0) % MARKS.length;
  return MARKS[pick]!(color, light, size / 2);
}
