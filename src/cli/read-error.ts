/** Why an input file could not be read, as data; the sentence is rendered from it in texts.ts. */

export type ReadError =
  | { readonly kind: "missing" }
  | { readonly kind: "folder" }
  | { readonly kind: "denied" }
  | { readonly kind: "loop" }
  | { readonly kind: "name-too-long" }
  | { readonly kind: "not-a-file" }
  | { readonly kind: "no-writer" }
  | { readonly kind: "stalled"; readonly seconds: number }
  | { readonly kind: "too-large"; readonly limitBytes: number }
  | { readonly kind: "failed" };

/** The kind of a Node file-system error code; anything unlisted is a failure the system gave no clearer reason for. */
const KIND_OF_CODE: Readonly<
  Record<string, "missing" | "folder" | "denied" | "loop" | "name-too-long" | "not-a-file">
> = {
  ENOENT: "missing",
  ENOTDIR: "missing",
  EISDIR: "folder",
  EACCES: "denied",
  EPERM: "denied",
  ELOOP: "loop",
  ENAMETOOLONG: "name-too-long",
  ENXIO: "not-a-file",
  ENODEV: "not-a-file",
  EOPNOTSUPP: "not-a-file",
};

/** The read error of a thrown file-system error (`code` as Node sets it), given the size limit in force. */
export function readErrorOf(code: unknown, limitBytes: number): ReadError {
  if (code === "ERR_FS_FILE_TOO_LARGE") return { kind: "too-large", limitBytes };
  return { kind: typeof code === "string" && Object.hasOwn(KIND_OF_CODE, code) ? KIND_OF_CODE[code]! : "failed" };
}
