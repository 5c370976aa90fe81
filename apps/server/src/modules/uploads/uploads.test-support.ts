import { crc32, deflateSync } from 'node:zlib';
import { createCanvas, Image } from '@napi-rs/canvas';

/** Test helpers of uploads: multipart bodies as a browser sends them, and image bytes. */

export interface FilePart {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body of text fields and `images` files, as a browser sends one. */
export const multipartOf = (fields: Record<string, string>, files: FilePart[] = []) => {
  const boundary = '----uploadTestBoundary7MA4YWxkTrZu0gW';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

/** A small real JPEG (a two-colour picture), made once. */
const SMALL_JPEG = (() => {
  const canvas = createCanvas(48, 32);
  const context = canvas.getContext('2d');
  context.fillStyle = '#c33';
  context.fillRect(0, 0, 24, 32);
  context.fillStyle = '#36c';
  context.fillRect(24, 0, 24, 32);
  return canvas.encodeSync('jpeg', 90);
})();

/**
 * A real JPEG, padded with zeros after its end to `size` bytes when asked (decoders ignore what
 * follows the end of the image, so a test can upload exactly as many bytes as it needs).
 */
export const jpegBytes = (size = SMALL_JPEG.length): Buffer =>
  Buffer.concat([SMALL_JPEG, Buffer.alloc(Math.max(0, size - SMALL_JPEG.length))]);

/** One PNG chunk: length, type, data and its CRC. */
export const pngChunk = (type: string, data: Buffer): Buffer => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
};

/** A PNG with `chunk` inserted before its IEND (the last 12 bytes of a plain PNG). */
export const withChunkBeforeEnd = (png: Buffer, chunk: Buffer): Buffer =>
  Buffer.concat([png.subarray(0, png.length - 12), chunk, png.subarray(png.length - 12)]);

/** The chunk types of a PNG, in order. */
export const pngChunkTypes = (png: Buffer): string[] => {
  const types: string[] = [];
  for (let at = 8; at + 8 <= png.length; ) {
    const length = png.readUInt32BE(at);
    types.push(png.toString('ascii', at + 4, at + 8));
    at += length + 12;
  }
  return types;
};

/** A PNG whose header declares width x height, with no real pixel data. */
export const pngHeaderOnly = (width: number, height: number): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
};

/** The size of an image as the decoder reads it (0 x 0 when it does not decode). */
export const decodedSize = async (bytes: Buffer) => {
  const image = new Image();
  image.src = bytes;
  await image.decode();
  return { width: image.width, height: image.height };
};
