// Simple drawings evoking a product, each in a 200x200 box: demo pictures are made here, nothing is downloaded.

export type Motif =
  | 'fabric'
  | 'boubou'
  | 'bogolan'
  | 'jar'
  | 'soap'
  | 'bottle'
  | 'mango'
  | 'orange'
  | 'phone'
  | 'battery'
  | 'headphones'
  | 'mask'
  | 'cushion'
  | 'bag'
  | 'teapot'
  | 'glass'
  | 'leaf'
  | 'sugar'
  | 'meat'
  | 'sheep'
  | 'skewer'
  | 'basket'
  | 'vase'
  | 'lamp'
  | 'mat'
  | 'bowl'
  | 'incense'
  | 'sack'
  | 'chick'
  | 'watering-can'
  | 'millet';

/** Colours of one picture: background, motif fill, a darker line/ink, a light highlight. */
export interface Palette {
  bg: string;
  bg2: string;
  main: string;
  ink: string;
  light: string;
}

type Draw = (p: Palette) => string;

const leafPath = (x: number, y: number, r: number, p: Palette) =>
  `<path d="M${x} ${y} q${r} ${-r} ${2 * r} 0 q${-r} ${r} ${-2 * r} 0z" fill="#3C7A4A" stroke="${p.ink}" stroke-width="3"/>`;

const DRAW: Record<Motif, Draw> = {
  fabric: (p) =>
    `<path d="M30 50 L170 40 L165 160 L35 165 Z" fill="${p.main}" stroke="${p.ink}" stroke-width="4"/>
     <path d="M35 165 Q100 130 165 160" fill="none" stroke="${p.light}" stroke-width="6"/>
     ${[60, 100, 140].map((x) => `<circle cx="${x}" cy="90" r="14" fill="none" stroke="${p.light}" stroke-width="5"/><path d="M${x - 14} 125 l14 -14 l14 14 l-14 14z" fill="${p.light}"/>`).join('')}`,
  boubou: (p) =>
    `<path d="M72 22 L128 22 L196 62 L192 128 L150 118 L154 188 L46 188 L50 118 L8 128 L4 62 Z" fill="${p.main}" stroke="${p.ink}" stroke-width="4"/>
     <path d="M84 22 Q100 48 116 22" fill="none" stroke="${p.ink}" stroke-width="4"/>
     <path d="M78 50 Q100 140 122 50 M86 60 Q100 118 114 60" fill="none" stroke="${p.light}" stroke-width="4"/>
     <path d="M20 92 L50 100 M180 92 L150 100" stroke="${p.light}" stroke-width="4" stroke-dasharray="6 5"/>`,
  bogolan: (p) =>
    `<rect x="25" y="25" width="150" height="150" rx="6" fill="${p.light}" stroke="${p.ink}" stroke-width="4"/>
     ${[45, 85, 125].map((y) => `<path d="M30 ${y} l12 12 l12 -12 l12 12 l12 -12 l12 12 l12 -12 l12 12 l12 -12 l12 12 l12 -12 l12 12" fill="none" stroke="${p.ink}" stroke-width="5"/>`).join('')}
     ${[70, 110, 150].map((y) => [45, 75, 105, 135, 160].map((x) => `<circle cx="${x}" cy="${y}" r="4" fill="${p.main}"/>`).join('')).join('')}`,
  jar: (p) =>
    `<rect x="55" y="55" width="90" height="24" rx="6" fill="${p.ink}"/>
     <rect x="45" y="78" width="110" height="92" rx="18" fill="${p.main}" stroke="${p.ink}" stroke-width="4"/>
     <rect x="60" y="105" width="80" height="40" rx="6" fill="${p.light}"/>${leafPath(80, 125, 20, p)}`,
  soap: (p) =>
    `<rect x="35" y="70" width="130" height="80" rx="22" fill="${p.main}" stroke="${p.ink}" stroke-width="4"/>
     <rect x="55" y="90" width="90" height="40" rx="14" fill="none" stroke="${p.light}" stroke-width="4"/>
     <circle cx="150" cy="55" r="10" fill="${p.light}" opacity=".8"/><circle cx="170" cy="40" r="6" fill="${p.light}" opacity=".8"/>`,
  bottle: (p) =>
    `<rect x="85" y="25" width="30" height="20" rx="4" fill="${p.ink}"/>
     <path d="M88 45 L112 45 L112 65 Q145 80 145 110 L145 165 Q145 175 135 175 L65 175 Q55 175 55 165 L55 110 Q55 80 88 65 Z" fill="${p.main}" stroke="${p.ink}" stroke-width="4"/>
     <rect x="68" y="110" width="64" height="40" rx="5" fill="${p.light}"/>`,
  mango: (p) =>
    `<g transform="rotate(-28 100 110)">
     <path d="M100 38 C152 36 170 100 152 145 C138 182 92 192 68 166 C48 144 62 120 58 96 C54 62 70 40 100 38 Z" fill="${p.main}" stroke="${p.ink}" stroke-width="4"/>
     <ellipse cx="122" cy="78" rx="20" ry="28" fill="#E4572E" opacity=".45"/>
     <path d="M78 70 Q84 56 98 52" fill="none" stroke="${p.light}" stroke-width="6" stroke-linecap="round"/>
     <path d="M100 38 q-2 -14 8 -22" fill="none" stroke="${p.ink}" stroke-width="4"/>${leafPath(108, 18, 22, p)}</g>`,
  orange: (p) =>
    [
      [70, 120],
      [130, 120],
      [100, 75],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="38" fill="${p.main}" stroke="${p.ink}" stroke-width="4"/><circle cx="${x! - 12}" cy="${y! - 12}" r="7" fill="${p.light}"/>`,
      )
      .join(''),
  phone: (p) =>
    `<rect x="60" y="20" width="80" height="160" rx="14" fill="${p.ink}"/>
     <rect x="67" y="34" width="66" height="124" rx="4" fill="${p.light}"/>
     <rect x="74" y="44" width="52" height="34" rx="4" fill="${p.main}"/>
     ${[90, 110, 130].map((y) => `<rect x="74" y="${y}" width="52" height="10" rx="3" fill="${p.main}" opacity=".6"/>`).join('')}
     <circle cx="100" cy="168" r="5" fill="${p.light}"/>`,
  battery: (p) =>
    `<rect x="40" y="55" width="120" height="90" rx="14" fill="${p.ink}"/>
     <rect x="52" y="67" width="96" height="66" rx="6" fill="${p.light}"/>
     <path d="M108 72 L80 104 L100 104 L92 128 L122 94 L102 94 Z" fill="${p.main}"/>
     <rect x="160" y="85" width="10" height="30" rx="3" fill="${p.ink}"/>`,
  headphones: (p) =>
    `<path d="M45 120 Q45 40 100 40 Q155 40 155 120" fill="none" stroke="${p.ink}" stroke-width="12"/>
     <rect x="30" y="105" width="36" height="60" rx="14" fill="${p.main}" stroke="${p.ink}" stroke-width="4"/>
     <rect x="134" y="105" width="36" height="60" rx="14" fill="${p.main}" stroke="${p.ink}" stroke-width="4"/>`,
  mask: (p) =>
    `<path d="M100 15 Q160 30 150 110 Q140 180 100 190 Q60 180 50 110 Q40 30 100 15 Z" fill="${p.main}" stroke="${p.ink}" stroke-width="4"/>
     <rect x="68" y="70" width="22" height="40" rx="4" fill="${p.ink}"/><rect x="110" y="70" width="22" height="40" rx="4" fill="${p.ink}"/>
     <path d="M100 70 L100 150 M80 160 L120 160" stroke="${p.ink}" stroke-width="6"/>
     <path d="M60 45 L140 45 M65 55 L135 55" stroke="${p.light}" stroke-width="4"/>`,
  cushion: (p) =>
    `<path d="M35 45 Q100 60 165 45 Q150 100 165 155 Q100 140 35 155 Q50 100 35 45 Z" fill="${p.main}" stroke="${p.ink}" stroke-width="4"/>
     <path d="M60 80 l15 15 l15 -15 l15 15 l15 -15 l15 15 M60 115 l15 15 l15 -15 l15 15 l15 -15 l15 15" fill="none" stroke="${p.ink}" stroke-width="4"/>`,
  bag: (p) =>
    `<path d="M70 70 Q70 30 100 30 Q130 30 130 70" fill="none" stroke="${p.ink}" stroke-width="8"/>
     <path d="M40 70 L160 70 L150 175 L50 175 Z" fill="${p.main}" stroke="${p.ink}" stroke-width="4"/>
     <path d="M50 110 L150 110 M48 140 L152 140" stroke="${p.light}" stroke-width="6" stroke-dasharray="10 8"/>`,
  teapot: (p) =>
    `<path d="M55 85 Q50 165 100 165 Q150 165 145 85 Z" fill="${p.main}" stroke="${p.ink}" stroke-width="4"/>
     <path d="M145 100 Q175 95 180 60" fill="none" stroke="${p.ink}" stroke-width="8"/>
     <path d="M55 100 Q25 110 40 140" fill="none" stroke="${p.ink}" stroke-width="8"/>
     <path d="M70 85 Q100 55 130 85 Z" fill="${p.light}" stroke="${p.ink}" stroke-width="4"/><circle cx="100" cy="62" r="7" fill="${p.ink}"/>
     <path d="M175 45 q-8 -10 0 -20 M165 40 q-8 -10 0 -20" fill="none" stroke="${p.light}" stroke-width="3"/>`,
  glass: (p) =>
    [55, 100, 145]
      .map(
        (x) =>
          `<path d="M${x - 20} 70 L${x + 20} 70 L${x + 14} 160 L${x - 14} 160 Z" fill="${p.light}" stroke="${p.ink}" stroke-width="4" opacity=".9"/><path d="M${x - 17} 110 L${x + 17} 110 L${x + 14} 160 L${x - 14} 160 Z" fill="${p.main}"/>`,
      )
      .join(''),
  leaf: (p) =>
    `<path d="M100 180 L100 60" stroke="${p.ink}" stroke-width="5"/>
     ${leafPath(100, 80, 30, p)}${leafPath(40, 110, 30, p)}${leafPath(100, 130, 28, p)}${leafPath(44, 150, 28, p)}${leafPath(70, 50, 30, p)}`,
  sugar: (p) =>
    [
      [45, 110],
      [100, 110],
      [72, 60],
      [128, 60],
      [155, 110],
    ]
      .map(
        ([x, y]) =>
          `<rect x="${x! - 25}" y="${y}" width="50" height="50" rx="5" fill="${p.light}" stroke="${p.ink}" stroke-width="4"/>`,
      )
      .join(''),
  meat: (p) =>
    `<path d="M40 90 Q40 40 110 45 Q175 50 165 110 Q155 165 90 160 Q40 155 40 90 Z" fill="${p.main}" stroke="${p.ink}" stroke-width="4"/>
     <path d="M60 95 Q90 70 140 90" fill="none" stroke="${p.light}" stroke-width="8"/>
     <circle cx="120" cy="120" r="14" fill="${p.light}" stroke="${p.ink}" stroke-width="3"/>`,
  sheep: (p) =>
    `${[
      [70, 90],
      [100, 80],
      [130, 90],
      [85, 115],
      [120, 115],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="28" fill="${p.light}" stroke="${p.ink}" stroke-width="3"/>`,
      )
      .join('')}
     <ellipse cx="160" cy="80" rx="18" ry="24" fill="${p.ink}"/>
     ${[75, 95, 115, 135].map((x) => `<rect x="${x}" y="135" width="8" height="40" fill="${p.ink}"/>`).join('')}`,
  skewer: (p) =>
    [60, 100, 140]
      .map(
        (x) =>
          `<path d="M${x} 20 L${x} 185" stroke="${p.ink}" stroke-width="4"/>${[55, 90, 125].map((y) => `<rect x="${x - 15}" y="${y}" width="30" height="28" rx="8" fill="${p.main}" stroke="${p.ink}" stroke-width="3"/>`).join('')}`,
      )
      .join(''),
  basket: (p) =>
    `<path d="M50 80 Q100 20 150 80" fill="none" stroke="${p.ink}" stroke-width="8"/>
     <path d="M30 80 L170 80 L150 170 L50 170 Z" fill="${p.main}" stroke="${p.ink}" stroke-width="4"/>
     ${[100, 125, 150].map((y) => `<path d="M38 ${y} L162 ${y}" stroke="${p.light}" stroke-width="5"/>`).join('')}
     ${[70, 100, 130].map((x) => `<path d="M${x} 82 L${x} 168" stroke="${p.ink}" stroke-width="3" opacity=".5"/>`).join('')}`,
  vase: (p) =>
    `<path d="M80 25 L120 25 L115 50 Q165 80 150 135 Q140 175 100 178 Q60 175 50 135 Q35 80 85 50 Z" fill="${p.main}" stroke="${p.ink}" stroke-width="4"/>
     <path d="M55 100 L145 100 M52 120 L148 120" stroke="${p.ink}" stroke-width="4"/>
     <path d="M60 110 l10 -8 l10 8 l10 -8 l10 8 l10 -8 l10 8 l10 -8 l10 8" fill="none" stroke="${p.light}" stroke-width="3"/>`,
  lamp: (p) =>
    `<path d="M35 100 Q35 30 100 30 Q165 30 165 100 Z" fill="${p.main}" stroke="${p.ink}" stroke-width="4"/>
     ${[55, 80, 100, 120, 145].map((x) => `<circle cx="${x}" cy="75" r="5" fill="${p.light}"/>`).join('')}
     <rect x="94" y="100" width="12" height="60" fill="${p.ink}"/><rect x="60" y="160" width="80" height="14" rx="5" fill="${p.ink}"/>
     <path d="M60 120 L40 150 M140 120 L160 150" stroke="${p.light}" stroke-width="4" stroke-linecap="round"/>`,
  mat: (p) =>
    `<rect x="25" y="40" width="150" height="120" rx="4" fill="${p.main}" stroke="${p.ink}" stroke-width="4"/>
     ${[55, 85, 115, 145].map((x) => `<rect x="${x - 8}" y="42" width="16" height="116" fill="${p.light}" opacity=".7"/>`).join('')}
     ${[60, 90, 120, 150].map((y) => `<rect x="27" y="${y - 5}" width="146" height="10" fill="${p.ink}" opacity=".35"/>`).join('')}`,
  bowl: (p) =>
    `<path d="M40 70 Q60 35 100 38 Q140 35 160 70 Z" fill="${p.light}" stroke="${p.ink}" stroke-width="3"/>
     <path d="M25 70 L175 70 Q170 160 100 160 Q30 160 25 70 Z" fill="${p.main}" stroke="${p.ink}" stroke-width="4"/>
     <path d="M45 100 Q100 120 155 100" fill="none" stroke="${p.light}" stroke-width="5"/>`,
  incense: (p) =>
    `<path d="M45 120 L155 120 L140 175 L60 175 Z" fill="${p.main}" stroke="${p.ink}" stroke-width="4"/>
     <path d="M85 115 q-20 -25 0 -45 q20 -20 0 -45 M115 115 q-20 -25 0 -45 q20 -20 0 -45" fill="none" stroke="${p.light}" stroke-width="6" stroke-linecap="round"/>`,
  sack: (p) =>
    `<path d="M60 50 Q100 35 140 50 L130 70 Q175 110 160 175 L40 175 Q25 110 70 70 Z" fill="${p.light}" stroke="${p.ink}" stroke-width="4"/>
     <path d="M60 50 Q100 65 140 50" fill="none" stroke="${p.ink}" stroke-width="6"/>
     <rect x="60" y="105" width="80" height="45" rx="6" fill="${p.main}"/>
     ${[75, 100, 125].map((x) => `<ellipse cx="${x}" cy="45" rx="6" ry="9" fill="${p.main}"/>`).join('')}`,
  chick: (p) =>
    `<circle cx="100" cy="120" r="55" fill="${p.main}" stroke="${p.ink}" stroke-width="4"/>
     <circle cx="130" cy="70" r="32" fill="${p.main}" stroke="${p.ink}" stroke-width="4"/>
     <circle cx="138" cy="62" r="6" fill="${p.ink}"/><path d="M160 70 L182 76 L160 82 Z" fill="#E4572E"/>
     <path d="M60 115 Q85 100 105 125" fill="none" stroke="${p.light}" stroke-width="6"/>`,
  'watering-can': (p) =>
    `<rect x="50" y="80" width="90" height="90" rx="10" fill="${p.main}" stroke="${p.ink}" stroke-width="4"/>
     <path d="M140 120 L180 70" stroke="${p.ink}" stroke-width="10"/><circle cx="182" cy="66" r="10" fill="${p.ink}"/>
     <path d="M65 80 Q95 30 125 80" fill="none" stroke="${p.ink}" stroke-width="8"/>
     <path d="M60 110 L130 110" stroke="${p.light}" stroke-width="6"/>`,
  millet: (p) =>
    [70, 100, 130]
      .map(
        (x, i) =>
          `<path d="M${x} 185 Q${x + (i - 1) * 10} 120 ${x + (i - 1) * 20} 60" fill="none" stroke="#3C7A4A" stroke-width="5"/><ellipse cx="${x + (i - 1) * 20}" cy="50" rx="13" ry="34" fill="${p.main}" stroke="${p.ink}" stroke-width="3"/>`,
      )
      .join(''),
};

/** The motif's SVG fragment drawn in a 200x200 box. */
export function drawMotif(motif: Motif, palette: Palette): string {
  return DRAW[motif](palette);
}
