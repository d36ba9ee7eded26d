/**
 * A multipart/form-data body holding one file, and the content type that names its boundary, as a
 * browser's upload form sends it.
 */
export function multipartFile(
  field: string,
  filename: string,
  bytes: Buffer | string,
  { contentType, boundary = 'op-test-boundary' }: { contentType?: string; boundary?: string } = {},
): { payload: Buffer; headers: { 'content-type': string } } {
  const type = contentType ? `\r\nContent-Type: ${contentType}` : '';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
