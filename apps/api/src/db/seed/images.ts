// Demo pictures: an SVG built here (warm background, a motif, the name) rendered to PNG by sharp.
import { drawMotif, type Motif, type Palette } from './motifs.js';

const PALETTES = {
  indigo: { bg: '#2E3A6B', bg2: '#1D2547', main: '#F2B33D', ink: '#141A33', light: '#F6E7CF' },
  terracotta: { bg: '#C4572A', bg2: '#8E3B1B', main: '#F2B33D', ink: '#4A2212', light: '#F6E7CF' },
  ochre: { bg: '#D9922E', bg2: '#A86516', main: '#C4572A', ink: '#4A2A10', light: '#FFF4DD' },
  shea: { bg: '#F3DDB3', bg2: '#D9B77E', main: '#E9C27A', ink: '#5B3A29', light: '#FFF9EC' },
  mango: { bg: '#3C7A4A', bg2: '#24512F', main: '#F28C28', ink: '#1B3320', light: '#FFE08A' },
  night: { bg: '#263238', bg2: '#11181C', main: '#F28C28', ink: '#0B0F12', light: '#E8F1F5' },
  earth: { bg: '#7A4B2A', bg2: '#4E2E18', main: '#D9922E', ink: '#24150B', light: '#F1DDBF' },
  mint: { bg: '#1F6F5C', bg2: '#114236', main: '#C4572A', ink: '#0B2A22', light: '#F6E7CF' },
  crimson: { bg: '#9E2B25', bg2: '#6B1A16', main: '#E35D4F', ink: '#3A0D0A', light: '#FBE3D6' },
  sand: { bg: '#E8C48A', bg2: '#C99A55', main: '#B5652B', ink: '#4A2A10', light: '#FFF6E5' },
  rose: { bg: '#B8475F', bg2: '#7E2B3E', main: '#F2B33D', ink: '#3A0F1B', light: '#FCE6EA' },
  field: { bg: '#6B8E23', bg2: '#45601A', main: '#F2C14E', ink: '#2A3A0C', light: '#FFF7D6' },
} satisfies Record<string, Palette>;
export type PaletteName = keyof typeof PALETTES;

export interface PictureSpec {
  motif: Motif;
  palette: PaletteName;
  /** Main text at the bottom (product or shop name). */
  title: string;
  /** Smaller line under the title (price, city…). */
  subtitle?: string;
  width: number;
  height: number;
}

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A full-bleed pattern of small diamonds and dots: the background is never a flat colour. */
function backgroundPattern(p: Palette, width: number, height: number): string {
  const step = 64;
  const marks: string[] = [];
  for (let y = step / 2; y < height; y += step) {
    for (let x = (y / step) % 2 ? step / 2 : 0; x < width + step; x += step) {
      marks.push(`<path d="M${x} ${y - 9} l9 9 l-9 9 l-9 -9z"/>`);
    }
  }
  return `<g fill="${p.light}" opacity=".12">${marks.join('')}</g>`;
}

export function pictureSvg(spec: PictureSpec): string {
  const { width, height } = spec;
  const p = PALETTES[spec.palette];
  const band = Math.round(height * (spec.subtitle ? 0.27 : 0.21));
  const motifSize = Math.min(width * 0.8, (height - band) * 0.86);
  const scale = motifSize / 200;
  const mx = (width - motifSize) / 2;
  const my = (height - band - motifSize) / 2;
  const titleSize = Math.min(
    Math.round(band * 0.42),
    Math.round((width * 0.88) / (Math.max(spec.title.length, 8) * 0.64)),
  );
  const subtitleSize = Math.min(
    Math.round(band * 0.2),
    Math.round((width * 0.9) / (Math.max(spec.subtitle?.length ?? 0, 8) * 0.58)),
  );
  const titleY = spec.subtitle ? height - band * 0.52 : height - band / 2 + titleSize * 0.36;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  ${backgroundPattern(p, width, height)}
  <circle cx="${width / 2}" cy="${my + motifSize / 2}" r="${motifSize * 0.48}" fill="${p.light}" opacity=".16"/>
  <g transform="translate(${mx} ${my}) scale(${scale})" stroke-linejoin="round">${drawMotif(spec.motif, p)}</g>
  <rect y="${height - band}" width="${width}" height="${band}" fill="${p.ink}" opacity=".55"/>
  <rect y="${height - band}" width="${width}" height="6" fill="${p.main}"/>
  <text x="${width / 2}" y="${titleY}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${titleSize}" fill="#FFFFFF">${escapeXml(spec.title)}</text>
  ${spec.subtitle ? `<text x="${width / 2}" y="${height - band * 0.18}" text-anchor="middle" font-family="${FONT}" font-size="${subtitleSize}" fill="${p.light}">${escapeXml(spec.subtitle)}</text>` : ''}
</svg>`;
}

/** PNG bytes of the picture; fast compression: the media pipeline re-encodes it anyway. */
export async function renderPicture(spec: PictureSpec): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(pictureSvg(spec)))
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** Runs `task` over `items` with at most `limit` at a time (sharp works on libuv's thread pool). */
export async function mapLimit<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
