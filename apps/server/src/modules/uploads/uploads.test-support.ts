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

/** A JPEG's first bytes (SOI, JFIF APP0): enough for its type to be read from the bytes. */
export const jpegBytes = (size = 2048): Buffer => {
  const bytes = Buffer.alloc(size, 0);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]).copy(bytes);
  return bytes;
};
