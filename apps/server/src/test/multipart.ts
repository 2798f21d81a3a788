/** A multipart/form-data body with one file part, as a browser sends an upload (the field `file` unless told). */
export function multipart(filename: string, type: string, content: Buffer, field = 'file') {
  const boundary = '----test-boundary-7MA4YWxkTrZu0gW';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
