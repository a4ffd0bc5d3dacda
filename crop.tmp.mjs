import sharp from 'sharp';
const [,, src, dst, top, h] = process.argv;
const m = await sharp(src).metadata();
await sharp(src).extract({ left: 0, top: +top, width: m.width, height: Math.min(+h, m.height - +top) }).toFile(dst);
