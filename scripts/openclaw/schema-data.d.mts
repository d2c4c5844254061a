/** The profiles whose schema data schema-data.mjs writes, with the release recorded for each. */
export declare const RELEASES: Readonly<Record<"openclaw-2026.7" | "openclaw-2026.9", string>>;
/** The schema the studio checks whole configs against, made from the recorded one. */
export declare function schemaData(version: string): unknown;
