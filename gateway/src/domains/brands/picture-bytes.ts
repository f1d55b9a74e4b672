// What a brand picture may be: its type is read from its first bytes (never from its name or the
// type the browser declares), its name must not climb directories, its size is at most 5 MB.

export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
export const PICTURE_SLOTS = [1, 2, 3] as const;

interface Signature {
  type: string;
  extension: string;
  matches(bytes: Buffer): boolean;
}

const at = (bytes: Buffer, offset: number, ascii: string) =>
  bytes.subarray(offset, offset + ascii.length).toString('latin1') === ascii;

const SIGNATURES: readonly Signature[] = [
  { type: 'image/png', extension: 'png', matches: (b) => at(b, 0, '\x89PNG\r\n\x1a\n') },
  { type: 'image/jpeg', extension: 'jpg', matches: (b) => at(b, 0, '\xff\xd8\xff') },
  { type: 'image/gif', extension: 'gif', matches: (b) => at(b, 0, 'GIF87a') || at(b, 0, 'GIF89a') },
  { type: 'image/webp', extension: 'webp', matches: (b) => at(b, 0, 'RIFF') && at(b, 8, 'WEBP') },
];

/** The picture type of these bytes, or undefined when they are not a PNG, JPEG, GIF or WebP image. */
export function pictureType(bytes: Buffer): { type: string; extension: string } | undefined {
  const found = SIGNATURES.find((signature) => signature.matches(bytes));
  return found && { type: found.type, extension: found.extension };
}

/** A bare file name: no directories, no parent references, no control characters. */
export function isBareFileName(name: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: it looks for control characters
  return name.length > 0 && name.length <= 255 && !name.includes('..') && !/[/\\\u0000-\u001f\u007f]/.test(name);
}
