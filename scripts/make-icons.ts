/**
 * Draws the app's icons from the brand mark (components/brand/brand-mark.tsx): the favicon, the
 * Apple touch icon, and the web app manifest's 192/512 PNGs (app/manifest.ts), plain and maskable. The outputs are
 * committed; run
 * `npx tsx scripts/make-icons.ts` again only when the mark changes.
 */
import { mkdir, writeFile } from "node:fs/promises";
import sharp from "sharp";

const PRIMARY = "#4338ca"; // --primary of the light theme (app/globals.css)

/** The mark in white on the brand colour; `rounded` for tabs, square where the platform rounds it. */
function iconSvg({ rounded }: { rounded: boolean }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="${PRIMARY}"/>
  <circle cx="23" cy="32" r="12" fill="none" stroke="#ffffff" stroke-width="4.5"/>
  <circle cx="41" cy="32" r="12" fill="none" stroke="#ffffff" stroke-width="4.5"/>
</svg>
`;
}

/**
 * Maskable (for Android's adaptive icons): the colour fills the square, and the mark sits within
 * the middle 80% circle that every mask shape keeps.
 */
function maskableSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${PRIMARY}"/>
  <g transform="translate(32 32) scale(0.72) translate(-32 -32)">
    <circle cx="23" cy="32" r="12" fill="none" stroke="#ffffff" stroke-width="4.5"/>
    <circle cx="41" cy="32" r="12" fill="none" stroke="#ffffff" stroke-width="4.5"/>
  </g>
</svg>
`;
}

function png(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 * (size / 64) * 2 })
    .resize(size, size)
    .png()
    .toBuffer();
}

/** An .ico holding PNG images (every browser since IE 11 reads those). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

const rounded = iconSvg({ rounded: true });
const square = iconSvg({ rounded: false });
await mkdir("public/icons", { recursive: true });
await writeFile("app/icon.svg", rounded);
await writeFile("app/apple-icon.png", await png(square, 180));
await writeFile("public/icons/icon-192.png", await png(square, 192));
await writeFile("public/icons/icon-512.png", await png(square, 512));
await writeFile("public/icons/maskable-192.png", await png(maskableSvg(), 192));
await writeFile("public/icons/maskable-512.png", await png(maskableSvg(), 512));
await writeFile(
  "app/favicon.ico",
  ico(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(rounded, size) })))),
);
console.log(
  "Icons written: app/icon.svg, app/apple-icon.png, app/favicon.ico, public/icons/{icon,maskable}-{192,512}.png",
);
