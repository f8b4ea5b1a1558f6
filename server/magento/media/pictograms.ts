// Wordless pictures for the seeded artwork (seeded-artwork.ts): the product drawings of art-shapes.ts plus
// the things banners and tiles show that the catalogue does not sell (a gift, coins, a bolt for electricity,
// a graduation cap...). Same convention as art-shapes: centred on (0, 0), about 440 units tall, painted in
// `c` with a darker `d` and an accent `a`; a screen's glow is the picture's own `#glow` gradient.
import { ART_KINDS, drawKind, type ArtKind, type Paint } from './art-shapes';

const EXTRA = {
  cap: (p: Paint) =>
    `<path d="M-300 -40 L0 -170 L300 -40 L0 90 Z" fill="${p.d}"/>` +
    `<path d="M-170 20 L-170 140 Q0 230 170 140 L170 20 L0 90 Z" fill="${p.c}"/>` +
    `<path d="M240 -20 L240 150" stroke="${p.a}" stroke-width="12"/><circle cx="240" cy="170" r="26" fill="${p.a}"/>`,
  ac: (p: Paint) =>
    `<rect x="-320" y="-130" width="640" height="190" rx="36" fill="${p.c}" stroke="${p.d}" stroke-width="8"/>` +
    `<rect x="-270" y="10" width="540" height="18" rx="9" fill="${p.d}"/>` +
    `<circle cx="250" cy="-80" r="12" fill="${p.a}"/>` +
    `<path d="M-180 110 q20 60 0 120 M0 110 q20 60 0 120 M180 110 q20 60 0 120" fill="none" stroke="${p.a}" stroke-width="14" stroke-linecap="round" opacity="0.7"/>`,
  sun: (p: Paint) =>
    `<circle r="120" fill="${p.a}"/>` +
    Array.from({ length: 12 }, (_, i) => {
      const t = (i * Math.PI) / 6;
      const [x1, y1, x2, y2] = [160, 160, 230, 230].map((r, k) =>
        Math.round((k % 2 ? Math.sin(t) : Math.cos(t)) * r),
      );
      return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${p.a}" stroke-width="22" stroke-linecap="round"/>`;
    }).join(''),
  coins: (p: Paint) =>
    [80, 20, -40]
      .map(
        (y) =>
          `<ellipse cx="-70" cy="${y}" rx="150" ry="48" fill="${p.a}" stroke="${p.d}" stroke-width="8"/>`,
      )
      .join('') +
    `<circle cx="110" cy="40" r="150" fill="${p.a}" stroke="${p.d}" stroke-width="10"/>` +
    `<circle cx="110" cy="40" r="100" fill="none" stroke="${p.d}" stroke-width="8" opacity="0.6"/>`,
  gift: (p: Paint) =>
    `<rect x="-220" y="-60" width="440" height="300" rx="16" fill="${p.c}" stroke="${p.d}" stroke-width="8"/>` +
    `<rect x="-250" y="-130" width="500" height="90" rx="16" fill="${p.c}" stroke="${p.d}" stroke-width="8"/>` +
    `<rect x="-30" y="-130" width="60" height="370" fill="${p.a}"/>` +
    `<path d="M0 -130 C-120 -260 -230 -150 -90 -130 M0 -130 C120 -260 230 -150 90 -130" fill="none" stroke="${p.a}" stroke-width="26"/>`,
  exchange: (p: Paint) =>
    `<path d="M-170 -60 A190 190 0 0 1 150 -120" fill="none" stroke="${p.a}" stroke-width="34" stroke-linecap="round"/>` +
    `<path d="M120 -200 L190 -110 L80 -90 Z" fill="${p.a}"/>` +
    `<path d="M170 60 A190 190 0 0 1 -150 120" fill="none" stroke="${p.a}" stroke-width="34" stroke-linecap="round"/>` +
    `<path d="M-120 200 L-190 110 L-80 90 Z" fill="${p.a}"/>`,
  bolt: (p: Paint) =>
    `<path d="M40 -260 L-160 40 L-10 40 L-60 260 L170 -60 L20 -60 Z" fill="${p.a}" stroke="${p.d}" stroke-width="10" stroke-linejoin="round"/>`,
  drop: (p: Paint) =>
    `<path d="M0 -250 C120 -80 190 20 190 100 A190 190 0 0 1 -190 100 C-190 20 -120 -80 0 -250 Z" fill="${p.c}" stroke="${p.d}" stroke-width="8"/>` +
    `<path d="M-90 90 A100 100 0 0 0 -10 190" fill="none" stroke="#ffffff" stroke-width="20" stroke-linecap="round" opacity="0.7"/>`,
  flame: (p: Paint) =>
    `<path d="M0 -260 C80 -140 210 -60 180 80 C160 190 80 250 0 250 C-80 250 -170 190 -180 80 C-190 -40 -90 -80 -60 -170 C-20 -100 0 -80 0 -260 Z" fill="${p.a}"/>` +
    `<path d="M0 -40 C50 20 100 70 80 140 C70 190 40 210 0 210 C-40 210 -80 180 -80 130 C-80 70 -30 40 0 -40 Z" fill="${p.c}"/>`,
  dish: (p: Paint) =>
    `<path d="M-230 -140 A260 260 0 0 0 110 200 Z" fill="${p.c}" stroke="${p.d}" stroke-width="8"/>` +
    `<line x1="-60" y1="30" x2="90" y2="-120" stroke="${p.d}" stroke-width="14"/><circle cx="100" cy="-130" r="24" fill="${p.a}"/>` +
    `<path d="M-40 120 L-80 250 L80 250 L40 150" fill="${p.d}"/>`,
  wifi: (p: Paint) =>
    [240, 165, 90]
      .map(
        (r) =>
          `<path d="M${-r} ${60 - r * 0.2} A${r} ${r} 0 0 1 ${r} ${60 - r * 0.2}" fill="none" stroke="${p.a}" stroke-width="34" stroke-linecap="round"/>`,
      )
      .join('') + `<circle cx="0" cy="120" r="34" fill="${p.a}"/>`,
  car: (p: Paint) =>
    `<path d="M-300 80 L-280 -10 Q-260 -40 -220 -50 L-140 -60 L-80 -140 Q-60 -160 -20 -160 L120 -160 Q160 -160 180 -130 L240 -50 Q300 -40 300 20 L300 80 Z" fill="${p.c}" stroke="${p.d}" stroke-width="8"/>` +
    `<path d="M-60 -70 L-20 -130 L60 -130 L60 -70 Z M90 -70 L90 -130 L140 -130 L180 -70 Z" fill="url(#glow)"/>` +
    `<circle cx="-170" cy="90" r="64" fill="#10131a"/><circle cx="170" cy="90" r="64" fill="#10131a"/>` +
    `<circle cx="-170" cy="90" r="24" fill="${p.d}"/><circle cx="170" cy="90" r="24" fill="${p.d}"/>`,
  tag: (p: Paint) =>
    `<path d="M-60 -250 L220 -250 L220 30 L-40 290 L-300 30 Z" transform="rotate(45)" fill="${p.a}" stroke="${p.d}" stroke-width="8" stroke-linejoin="round"/>` +
    `<circle cx="0" cy="-190" r="34" fill="#ffffff"/>`,
  lamp: (p: Paint) =>
    `<path d="M-160 -80 L-90 -250 L90 -250 L160 -80 Z" fill="${p.a}"/>` +
    `<rect x="-14" y="-80" width="28" height="280" fill="${p.d}"/><rect x="-130" y="190" width="260" height="40" rx="20" fill="${p.c}"/>` +
    `<ellipse cx="0" cy="-60" rx="150" ry="26" fill="#fff6c8" opacity="0.7"/>`,
  washer: (p: Paint) =>
    `<rect x="-210" y="-260" width="420" height="520" rx="26" fill="${p.c}" stroke="${p.d}" stroke-width="8"/>` +
    `<line x1="-210" y1="-160" x2="210" y2="-160" stroke="${p.d}" stroke-width="6"/><circle cx="140" cy="-210" r="20" fill="${p.a}"/>` +
    `<circle cx="0" cy="40" r="150" fill="${p.d}"/><circle cx="0" cy="40" r="110" fill="url(#glow)"/>`,
  purifier: (p: Paint) =>
    `<rect x="-150" y="-260" width="300" height="520" rx="60" fill="${p.c}" stroke="${p.d}" stroke-width="8"/>` +
    Array.from({ length: 5 }, (_, r) =>
      Array.from(
        { length: 4 },
        (_, k) => `<circle cx="${-75 + k * 50}" cy="${-40 + r * 50}" r="12" fill="${p.d}"/>`,
      ).join(''),
    ).join('') +
    `<rect x="-90" y="-210" width="180" height="70" rx="20" fill="${p.a}" opacity="0.8"/>`,
  bag: (p: Paint) =>
    `<path d="M-100 -110 Q-100 -250 0 -250 Q100 -250 100 -110" fill="none" stroke="${p.d}" stroke-width="26"/>` +
    `<path d="M-220 -140 L220 -140 L250 260 L-250 260 Z" fill="${p.c}" stroke="${p.d}" stroke-width="8" stroke-linejoin="round"/>` +
    `<circle cx="0" cy="60" r="70" fill="${p.a}"/>`,
  box: (p: Paint) =>
    `<path d="M-240 -80 L0 -190 L240 -80 L240 180 L0 290 L-240 180 Z" fill="${p.c}" stroke="${p.d}" stroke-width="8" stroke-linejoin="round"/>` +
    `<path d="M-240 -80 L0 30 L240 -80 M0 30 L0 290" fill="none" stroke="${p.d}" stroke-width="8"/>` +
    `<path d="M-120 -135 L120 -25 L120 60" fill="none" stroke="${p.a}" stroke-width="30"/>`,
} satisfies Record<string, (p: Paint) => string>;

export type Motif = ArtKind | keyof typeof EXTRA;

export function drawMotif(motif: Motif, paint: Paint): string {
  return (ART_KINDS as string[]).includes(motif)
    ? drawKind(motif as ArtKind, paint)
    : EXTRA[motif as keyof typeof EXTRA](paint);
}
