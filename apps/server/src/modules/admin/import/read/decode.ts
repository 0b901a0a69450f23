/**
 * Text of an uploaded CSV. UTF-8 (with or without BOM) first; a file that is not valid UTF-8 is
 * read as GB18030, a superset of the GBK that Excel on Chinese Windows writes. A file with NUL
 * bytes is binary, not a spreadsheet we can read as text.
 */
export function decodeCsvBytes(bytes: Buffer): string | null {
  if (bytes.includes(0)) {
    return null;
  }
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    try {
      return new TextDecoder('gb18030', { fatal: true }).decode(body);
    } catch {
      return null;
    }
  }
}
