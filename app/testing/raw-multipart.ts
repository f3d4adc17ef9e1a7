// A multipart form written byte by byte, for tests that send what no browser would.

/** The Content-Type of the bodies `oneFieldMultipart` writes. */
export const RAW_MULTIPART_TYPE = "multipart/form-data; boundary=edge";

/** A multipart body of one field, its name and value as raw bytes. */
export const oneFieldMultipart = (name: Buffer, value: Buffer): Buffer =>
  Buffer.concat([
    Buffer.from('--edge\r\nContent-Disposition: form-data; name="'),
    name,
    Buffer.from('"\r\n\r\n'),
    value,
    Buffer.from("\r\n--edge--\r\n"),
  ]);
