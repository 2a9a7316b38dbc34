/**
 * Regenerates public/favicon.ico (32×32, PNG inside an ICO container) and
 * public/og-image.png (1200×630, the default social preview) from
 * public/favicon.svg with the local Chromium. Run by hand after a logo
 * change: `npx tsx scripts/make-icons.ts`; the outputs are committed.
 */

import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from './lib/chromium';

const root = path.resolve(import.meta.dirname, '..');
const svg = readFileSync(path.join(root, 'public/favicon.svg'), 'utf8');

/** An ICO file holding one PNG image (supported by every current browser). */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6);
  header.writeUInt8(size % 256, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // image data offset
  return Buffer.concat([header, png]);
}

const browser = await launchChromium({ profilePrefix: 'icons-' });
try {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 32, height: 32 });
  await page.setContent(`<body style="margin:0">${svg.replace('<svg', '<svg width="32" height="32"')}</body>`);
  const icon = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: 32, height: 32 } });
  writeFileSync(path.join(root, 'public/favicon.ico'), icoFromPng(icon, 32));

  await page.setViewportSize({ width: 1200, height: 630 });
  await page.setContent(`<body style="margin:0;width:1200px;height:630px;display:flex;align-items:center;justify-content:center;
    background:linear-gradient(135deg,#4a1123,#7b1e3a);font-family:system-ui,sans-serif;color:#fff">
    <div style="display:flex;align-items:center;gap:40px">
      <div style="background:#fff;border-radius:32px;padding:28px">${svg.replace('<svg', '<svg width="160" height="160"')}</div>
      <div><div style="font-size:84px;font-weight:800">Vinkylguiden</div>
      <div style="font-size:36px;margin-top:12px;color:#f5e1e7">Jämför vinkylar och vinlagring</div></div>
    </div></body>`);
  await page.screenshot({ path: path.join(root, 'public/og-image.png') });
} finally {
  await browser.close();
}
