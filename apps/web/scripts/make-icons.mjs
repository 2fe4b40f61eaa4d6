// Renders the PWA icons (committed under public/) from the logo drawing. Run: node apps/web/scripts/make-icons.mjs
import path from 'node:path';
import sharp from 'sharp';

const pub = path.join(import.meta.dirname, '..', 'public');
// The bag and its "S", drawn on a 512 grid; the same drawing as public/icon.svg and ui/Logo.tsx.
const mark = (fg, bg) =>
  `<path d="M206 200v-30a50 50 0 0 1 100 0v30" fill="none" stroke="${fg}" stroke-width="26" stroke-linecap="round"/>` +
  `<path d="M150 196h212l-16 186a32 32 0 0 1-32 30H198a32 32 0 0 1-32-30z" fill="${fg}"/>` +
  `<path d="M290 262c-6-13-19-20-36-20-22 0-37 12-37 29 0 20 18 27 39 32 22 6 41 13 41 35 0 18-17 30-40 30-19 0-33-7-41-21" fill="none" stroke="${bg}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/>`;
const accent = '#c2410c';
const cream = '#fff7ed';

// "any": rounded tile. "maskable": full bleed, the mark shrunk into the 80 % safe circle.
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="112" fill="${accent}"/><g transform="translate(0 -10)">${mark(cream, accent)}</g></svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="${accent}"/><g transform="translate(256 246) scale(0.72) translate(-256 -256)">${mark(cream, accent)}</g></svg>`;
// Apple touch icons are masked by the system: full bleed like the maskable one.
const outputs = [
  ['icon-192.png', rounded, 192],
  ['icon-512.png', rounded, 512],
  ['icon-maskable-512.png', maskable, 512],
  ['apple-touch-icon.png', maskable, 180],
];
for (const [name, svg, size] of outputs) {
  await sharp(Buffer.from(svg))
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(pub, name));
}
console.log('icons written to', pub);
