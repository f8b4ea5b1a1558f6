// SVG drawings of product kinds for the demo catalogue's generated images. Each drawer paints an object
// centred on (0, 0) about 440 units tall, in the product's colour `c` with a darker shade `d` and accent `a`.
export type ArtKind =
  | 'phone'
  | 'tablet'
  | 'laptop'
  | 'monitor'
  | 'keyboard'
  | 'earbuds'
  | 'headphones'
  | 'speaker'
  | 'soundbar'
  | 'watch'
  | 'ring'
  | 'tv'
  | 'appliance'
  | 'kitchen'
  | 'camera'
  | 'shirt'
  | 'shoe'
  | 'card'
  | 'gamepad'
  | 'powerbank'
  | 'cable';

export interface Paint {
  /** Body colour. */
  c: string;
  /** Darker shade of the body colour. */
  d: string;
  /** Accent (brand) colour. */
  a: string;
}

const screen = (w: number, h: number, r: number, p: Paint) =>
  `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="${r}" fill="#10131a"/>` +
  `<rect x="${-w / 2 + 8}" y="${-h / 2 + 8}" width="${w - 16}" height="${h - 16}" rx="${Math.max(r - 6, 2)}" fill="url(#glow)"/>` +
  `<circle cx="${w / 4}" cy="${-h / 5}" r="${w / 8}" fill="${p.a}" opacity="0.55"/>`;

const DRAWERS: Record<ArtKind, (p: Paint) => string> = {
  phone: (p) =>
    `<rect x="-135" y="-260" width="270" height="520" rx="40" fill="${p.c}" stroke="${p.d}" stroke-width="8"/>` +
    `<g transform="translate(0 6)">${screen(236, 470, 28, p)}</g><circle cx="0" cy="-236" r="7" fill="${p.d}"/>`,
  tablet: (p) =>
    `<rect x="-210" y="-270" width="420" height="540" rx="34" fill="${p.c}" stroke="${p.d}" stroke-width="8"/>` +
    screen(376, 496, 20, p),
  laptop: (p) =>
    `<rect x="-250" y="-190" width="500" height="320" rx="18" fill="${p.d}"/>${screen(470, 290, 10, p)}` +
    `<path d="M-300 140 L300 140 L270 190 L-270 190 Z" fill="${p.c}" stroke="${p.d}" stroke-width="6"/>`,
  monitor: (p) =>
    `<rect x="-280" y="-220" width="560" height="340" rx="14" fill="${p.d}"/>${screen(536, 316, 8, p)}` +
    `<rect x="-24" y="120" width="48" height="90" fill="${p.c}"/><rect x="-120" y="205" width="240" height="22" rx="11" fill="${p.c}"/>`,
  keyboard: (p) => {
    let keys = '';
    for (let row = 0; row < 4; row++)
      for (let col = 0; col < 12; col++)
        keys += `<rect x="${-270 + col * 45}" y="${-80 + row * 42}" width="36" height="34" rx="6" fill="${p.d}"/>`;
    return (
      `<rect x="-290" y="-100" width="580" height="200" rx="22" fill="${p.c}"/>${keys}` +
      `<ellipse cx="0" cy="200" rx="70" ry="95" fill="${p.c}" stroke="${p.d}" stroke-width="6"/>`
    );
  },
  earbuds: (p) =>
    `<rect x="-170" y="-20" width="340" height="220" rx="100" fill="${p.c}" stroke="${p.d}" stroke-width="8"/>` +
    `<line x1="-150" y1="60" x2="150" y2="60" stroke="${p.d}" stroke-width="6"/>` +
    `<circle cx="-90" cy="-120" r="70" fill="${p.c}" stroke="${p.d}" stroke-width="8"/><rect x="-110" y="-80" width="40" height="120" rx="20" fill="${p.c}"/>` +
    `<circle cx="90" cy="-120" r="70" fill="${p.c}" stroke="${p.d}" stroke-width="8"/><rect x="70" y="-80" width="40" height="120" rx="20" fill="${p.c}"/>`,
  headphones: (p) =>
    `<path d="M-190 60 C-190 -300 190 -300 190 60" fill="none" stroke="${p.d}" stroke-width="40" stroke-linecap="round"/>` +
    `<rect x="-250" y="0" width="120" height="200" rx="55" fill="${p.c}" stroke="${p.d}" stroke-width="8"/>` +
    `<rect x="130" y="0" width="120" height="200" rx="55" fill="${p.c}" stroke="${p.d}" stroke-width="8"/>`,
  speaker: (p) =>
    `<rect x="-150" y="-240" width="300" height="480" rx="140" fill="${p.c}" stroke="${p.d}" stroke-width="8"/>` +
    `<circle cx="0" cy="-70" r="90" fill="${p.d}"/><circle cx="0" cy="-70" r="40" fill="${p.a}"/>` +
    `<circle cx="0" cy="130" r="60" fill="${p.d}"/>`,
  soundbar: (p) =>
    `<rect x="-320" y="-170" width="640" height="110" rx="50" fill="${p.c}" stroke="${p.d}" stroke-width="8"/>` +
    `<rect x="-110" y="0" width="220" height="260" rx="20" fill="${p.c}" stroke="${p.d}" stroke-width="8"/>` +
    `<circle cx="0" cy="130" r="70" fill="${p.d}"/>`,
  watch: (p) =>
    `<rect x="-80" y="-300" width="160" height="600" rx="40" fill="${p.d}"/>` +
    `<rect x="-150" y="-160" width="300" height="320" rx="80" fill="${p.c}" stroke="${p.d}" stroke-width="10"/>` +
    screen(230, 250, 60, p),
  ring: (p) =>
    `<circle cx="0" cy="0" r="170" fill="none" stroke="${p.c}" stroke-width="70"/>` +
    `<circle cx="0" cy="0" r="170" fill="none" stroke="${p.d}" stroke-width="6"/>` +
    `<rect x="-30" y="-215" width="60" height="26" rx="10" fill="${p.a}"/>`,
  tv: (p) =>
    `<rect x="-330" y="-220" width="660" height="400" rx="12" fill="${p.d}"/>${screen(640, 380, 6, p)}` +
    `<path d="M-240 180 L-270 250 M240 180 L270 250" stroke="${p.c}" stroke-width="18" stroke-linecap="round"/>`,
  appliance: (p) =>
    `<rect x="-180" y="-280" width="360" height="560" rx="24" fill="${p.c}" stroke="${p.d}" stroke-width="8"/>` +
    `<line x1="-180" y1="-60" x2="180" y2="-60" stroke="${p.d}" stroke-width="6"/>` +
    `<rect x="120" y="-220" width="18" height="120" rx="9" fill="${p.d}"/><rect x="120" y="0" width="18" height="160" rx="9" fill="${p.d}"/>` +
    `<circle cx="-90" cy="-170" r="26" fill="${p.a}"/>`,
  kitchen: (p) =>
    `<path d="M-230 -60 L230 -60 L200 200 Q0 260 -200 200 Z" fill="${p.c}" stroke="${p.d}" stroke-width="8"/>` +
    `<ellipse cx="0" cy="-60" rx="230" ry="50" fill="${p.d}"/>` +
    `<rect x="-330" y="-40" width="110" height="28" rx="14" fill="${p.d}"/><rect x="220" y="-40" width="110" height="28" rx="14" fill="${p.d}"/>` +
    `<rect x="-20" y="-150" width="40" height="70" rx="12" fill="${p.a}"/>`,
  camera: (p) =>
    `<rect x="-280" y="-150" width="560" height="330" rx="40" fill="${p.c}" stroke="${p.d}" stroke-width="8"/>` +
    `<rect x="-100" y="-210" width="200" height="80" rx="16" fill="${p.c}" stroke="${p.d}" stroke-width="8"/>` +
    `<circle cx="0" cy="20" r="120" fill="${p.d}"/><circle cx="0" cy="20" r="80" fill="#10131a"/><circle cx="30" cy="-10" r="22" fill="${p.a}" opacity="0.7"/>`,
  shirt: (p) =>
    `<path d="M-110 -250 L-300 -160 L-240 -40 L-180 -70 L-180 260 L180 260 L180 -70 L240 -40 L300 -160 L110 -250 Q0 -170 -110 -250 Z" ` +
    `fill="${p.c}" stroke="${p.d}" stroke-width="8" stroke-linejoin="round"/>` +
    `<line x1="0" y1="-180" x2="0" y2="250" stroke="${p.d}" stroke-width="4" stroke-dasharray="6 18"/>`,
  shoe: (p) =>
    `<path d="M-300 100 L-290 -40 Q-250 -80 -200 -60 L-120 -20 Q-40 -140 40 -80 L120 0 Q260 20 310 90 L310 140 L-300 140 Z" ` +
    `fill="${p.c}" stroke="${p.d}" stroke-width="8" stroke-linejoin="round"/>` +
    `<rect x="-305" y="120" width="620" height="40" rx="16" fill="${p.d}"/><path d="M-60 -60 L40 20 M-30 -80 L70 0" stroke="${p.a}" stroke-width="10"/>`,
  card: (p) =>
    `<rect x="-300" y="-190" width="600" height="380" rx="34" fill="${p.c}" stroke="${p.d}" stroke-width="8"/>` +
    `<rect x="-240" y="-110" width="90" height="70" rx="12" fill="${p.a}"/>` +
    `<circle cx="200" cy="110" r="46" fill="${p.d}" opacity="0.6"/><circle cx="140" cy="110" r="46" fill="${p.a}" opacity="0.6"/>`,
  gamepad: (p) =>
    `<path d="M-270 -100 Q-300 180 -210 200 Q-150 210 -90 100 L90 100 Q150 210 210 200 Q300 180 270 -100 Q240 -160 150 -150 L-150 -150 Q-240 -160 -270 -100 Z" ` +
    `fill="${p.c}" stroke="${p.d}" stroke-width="8"/>` +
    `<path d="M-170 -40 h80 M-130 -80 v80" stroke="${p.d}" stroke-width="24" stroke-linecap="round"/>` +
    `<circle cx="140" cy="-70" r="18" fill="${p.a}"/><circle cx="180" cy="-30" r="18" fill="${p.a}"/><circle cx="100" cy="-30" r="18" fill="${p.d}"/>`,
  powerbank: (p) =>
    `<rect x="-150" y="-250" width="300" height="500" rx="36" fill="${p.c}" stroke="${p.d}" stroke-width="8"/>` +
    `<circle cx="-45" cy="-170" r="12" fill="${p.a}"/><circle cx="-15" cy="-170" r="12" fill="${p.a}"/><circle cx="15" cy="-170" r="12" fill="${p.a}"/>` +
    `<circle cx="45" cy="-170" r="12" fill="${p.d}"/><rect x="-50" y="220" width="100" height="18" rx="6" fill="${p.d}"/>`,
  cable: (p) =>
    `<path d="M-40 -150 C-300 -100 -280 200 0 150 C240 110 260 -120 60 -160" fill="none" stroke="${p.c}" stroke-width="26" stroke-linecap="round"/>` +
    `<rect x="-140" y="-260" width="200" height="140" rx="26" fill="${p.c}" stroke="${p.d}" stroke-width="8"/>` +
    `<rect x="-90" y="-300" width="28" height="50" fill="${p.d}"/><rect x="-20" y="-300" width="28" height="50" fill="${p.d}"/>` +
    `<rect x="40" y="-190" width="80" height="50" rx="10" fill="${p.a}"/>`,
};

export function drawKind(kind: ArtKind, paint: Paint): string {
  return DRAWERS[kind](paint);
}

export const ART_KINDS = Object.keys(DRAWERS) as ArtKind[];
