/** Hashes the core computes itself (synchronously, without the platform): SHA-256 as hex. */
export { sha256Hex } from "./sha256";
