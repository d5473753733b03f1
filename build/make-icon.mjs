// Writes build/icon.png (512x512): a die showing five pips. Plain Node, no dependencies:
// shapes are signed distance fields, so edges come out antialiased without a canvas.
// Run: node build/make-icon.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const N = 512;
const px = Buffer.alloc(N * N * 4);

/** Signed distance to a rounded square centred at (c, c) with half-size h and corner radius r. */
function roundedBox(x, y, c, h, r) {
  const qx = Math.abs(x - c) - (h - r);
  const qy = Math.abs(y - c) - (h - r);
  const ox = Math.max(qx, 0);
  const oy = Math.max(qy, 0);
  return Math.hypot(ox, oy) + Math.min(Math.max(qx, qy), 0) - r;
}

/** Coverage in [0, 1] of a shape from its signed distance (one pixel of smoothing). */
const cover = (d) => Math.min(1, Math.max(0, 0.5 - d));

function blend(i, [r, g, b], a) {
  const inv = 1 - a;
  const da = px[i + 3] / 255;
  const oa = a + da * inv;
  if (oa === 0) return;
  for (const [k, v] of [
    [0, r],
    [1, g],
    [2, b],
  ])
    px[i + k] = Math.round((v * a + px[i + k] * da * inv) / oa);
  px[i + 3] = Math.round(oa * 255);
}

const c = N / 2;
const pip = 44;
const off = 118;
const pips = [
  [-off, -off],
  [off, -off],
  [0, 0],
  [-off, off],
  [off, off],
];

for (let y = 0; y < N; y++) {
  for (let x = 0; x < N; x++) {
    const i = (y * N + x) * 4;
    const fx = x + 0.5;
    const fy = y + 0.5;
    // A soft shadow, then the die body with a darker rim, then the pips.
    blend(i, [0, 0, 0], 0.35 * cover(roundedBox(fx - 6, fy - 12, c, 226, 72) / 10));
    blend(i, [196, 62, 48], cover(roundedBox(fx, fy, c, 222, 70)));
    blend(i, [236, 88, 70], cover(roundedBox(fx, fy, c, 206, 60)));
    for (const [dx, dy] of pips) blend(i, [250, 244, 232], cover(Math.hypot(fx - c - dx, fy - c - dy) - pip));
  }
}

function crc32(buf) {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

const ihdr = Buffer.alloc(13);
ihdr.writeUInt32BE(N, 0);
ihdr.writeUInt32BE(N, 4);
ihdr[8] = 8; // bit depth
ihdr[9] = 6; // RGBA
const raw = Buffer.alloc((N * 4 + 1) * N);
for (let y = 0; y < N; y++) px.copy(raw, y * (N * 4 + 1) + 1, y * N * 4, (y + 1) * N * 4);
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', ihdr),
  chunk('IDAT', deflateSync(raw, { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
writeFileSync(new URL('./icon.png', import.meta.url), png);
console.log(`build/icon.png: ${N}x${N}, ${png.length} bytes`);
