// Writes the app icons (www/icons/icon-192.png, icon-512.png) from the same
// skyline as icon.svg: three buildings on a dark tile. Node built-ins only; run
// by hand when the icon changes (`node scripts/icons.mjs`), the PNGs are committed.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { root } from "./lib.mjs";

const BG = [0x2b, 0x23, 0x38];
// Buildings on a 32-unit grid, as in icon.svg: x, y, width, height, colour.
const RECTS = [
  [5, 14, 6, 14, [0xf3, 0xdc, 0xae]],
  [12, 7, 7, 21, [0xd8, 0x84, 0x5a]],
  [20, 11, 7, 17, [0xeb, 0xb7, 0x66]],
];

function crc32(buf) {
  let c,
    crc = 0xffffffff;
  for (const b of buf) {
    c = (crc ^ b) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

function png(size) {
  const s = size / 32;
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      let c = BG;
      for (const [rx, ry, rw, rh, col] of RECTS) {
        if (x >= rx * s && x < (rx + rw) * s && y >= ry * s && y < (ry + rh) * s) c = col;
      }
      row.set(c, 1 + x * 3);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", zlib.deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

for (const size of [192, 512]) {
  fs.writeFileSync(path.join(root, "www", "icons", `icon-${size}.png`), png(size));
}
