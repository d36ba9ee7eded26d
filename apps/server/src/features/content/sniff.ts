import { FILE_TYPES, type FileKind } from '@owner-portal/contract/content/content';

/** Bytes needed to tell every accepted type apart. */
export const SNIFF_BYTES = 16;

const ascii = (head: Buffer, at: number, text: string) =>
  head.subarray(at, at + text.length).toString('latin1') === text;

/**
 * The content type a file's first bytes prove, or null. Names and the client's Content-Type are
 * never trusted: an SVG or an HTML page renamed .png is refused here.
 */
export function sniffContentType(head: Buffer): string | null {
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return 'image/webp';
  if (ascii(head, 0, '%PDF-')) return 'application/pdf';
  if (ascii(head, 4, 'ftyp')) return 'video/mp4';
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'video/webm';
  if (isWebVtt(head)) return 'text/vtt';
  return null;
}

/** A WebVTT file starts with "WEBVTT" (after an optional UTF-8 byte order mark), then a space, tab, line break or its end. */
function isWebVtt(head: Buffer): boolean {
  const at = head.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])) ? 3 : 0;
  if (!ascii(head, at, 'WEBVTT')) return false;
  const next = head[at + 6];
  return next === undefined || next === 0x20 || next === 0x09 || next === 0x0a || next === 0x0d;
}

export function acceptedType(head: Buffer, kind: FileKind): string | null {
  const type = sniffContentType(head);
  return type && FILE_TYPES[kind].includes(type) ? type : null;
}
