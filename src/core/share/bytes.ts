/**
 * Bytes for share links, by hand so the page and Node give the same answer: base64url without padding, WTF-8
 * (UTF-8 that also carries lone surrogates, so any JavaScript string round-trips exactly) and CRC-32.
 */

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const DECODE = (() => {
  const table = new Int16Array(128).fill(-1);
  for (let i = 0; i < ALPHABET.length; i++) table[ALPHABET.charCodeAt(i)] = i;
  return table;
})();

/** Base64url without padding: the characters a URL fragment keeps as they are, in every chat app. */
export function toBase64url(bytes: Uint8Array): string {
  const parts: string[] = [];
  let chunk = "";
  const full = bytes.length - (bytes.length % 3);
  for (let i = 0; i < full; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    chunk += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]! + ALPHABET[(n >> 6) & 63]! + ALPHABET[n & 63]!;
    if (chunk.length >= 8192) {
      parts.push(chunk);
      chunk = "";
    }
  }
  const rest = bytes.length - full;
  if (rest === 1) {
    const n = bytes[full]! << 16;
    chunk += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]!;
  } else if (rest === 2) {
    const n = (bytes[full]! << 16) | (bytes[full + 1]! << 8);
    chunk += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]! + ALPHABET[(n >> 6) & 63]!;
  }
  parts.push(chunk);
  return parts.join("");
}

/** The bytes of a base64url text, or undefined when it has a character outside the alphabet or a cut length. */
export function fromBase64url(text: string): Uint8Array | undefined {
  if (text.length % 4 === 1) return undefined;
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let o = 0;
  let acc = 0;
  let bits = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const v = c < 128 ? DECODE[c]! : -1;
    if (v < 0) return undefined;
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 255;
    }
  }
  return out;
}

/** WTF-8: UTF-8, except that a lone surrogate is written as the 3 bytes of its code unit instead of being lost. */
export function encodeWtf8(text: string): Uint8Array {
  const out = new Uint8Array(text.length * 3);
  let o = 0;
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        i++;
      }
    }
    if (c < 0x80) out[o++] = c;
    else if (c < 0x800) {
      out[o++] = 0xc0 | (c >> 6);
      out[o++] = 0x80 | (c & 63);
    } else if (c < 0x10000) {
      out[o++] = 0xe0 | (c >> 12);
      out[o++] = 0x80 | ((c >> 6) & 63);
      out[o++] = 0x80 | (c & 63);
    } else {
      out[o++] = 0xf0 | (c >> 18);
      out[o++] = 0x80 | ((c >> 12) & 63);
      out[o++] = 0x80 | ((c >> 6) & 63);
      out[o++] = 0x80 | (c & 63);
    }
  }
  return out.slice(0, o);
}

const cont = (b: number | undefined): boolean => b !== undefined && (b & 0xc0) === 0x80;

/** The text of WTF-8 bytes, or undefined when they are not WTF-8 (a stray byte, an overlong or cut sequence). */
export function decodeWtf8(bytes: Uint8Array): string | undefined {
  const units = new Uint16Array(bytes.length);
  let u = 0;
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i]!;
    let c: number;
    if (b < 0x80) {
      c = b;
      i += 1;
    } else if (b >= 0xc2 && b <= 0xdf && cont(bytes[i + 1])) {
      c = ((b & 31) << 6) | (bytes[i + 1]! & 63);
      i += 2;
    } else if (b >= 0xe0 && b <= 0xef && cont(bytes[i + 1]) && cont(bytes[i + 2])) {
      c = ((b & 15) << 12) | ((bytes[i + 1]! & 63) << 6) | (bytes[i + 2]! & 63);
      if (c < 0x800) return undefined;
      i += 3;
    } else if (b >= 0xf0 && b <= 0xf4 && cont(bytes[i + 1]) && cont(bytes[i + 2]) && cont(bytes[i + 3])) {
      c = ((b & 7) << 18) | ((bytes[i + 1]! & 63) << 12) | ((bytes[i + 2]! & 63) << 6) | (bytes[i + 3]! & 63);
      if (c < 0x10000 || c > 0x10ffff) return undefined;
      i += 4;
      units[u++] = 0xd800 + ((c - 0x10000) >> 10);
      c = 0xdc00 + ((c - 0x10000) & 1023);
    } else return undefined;
    units[u++] = c;
  }
  const parts: string[] = [];
  for (let i = 0; i < u; i += 8192) parts.push(String.fromCharCode(...units.subarray(i, Math.min(u, i + 8192))));
  return parts.join("");
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (the zip and PNG one): a link whose bytes changed in transit no longer checks out. */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 255]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
