/** The configs people published (cases-published.mjs): each with where it was found and what was replaced. */
declare const cases: readonly {
  readonly name: string;
  readonly rule: "published";
  readonly source: string;
  readonly kind: "docs" | "dotfiles" | "template" | "blog" | "issue" | "other";
  readonly redacted: readonly string[];
  readonly configText: string;
}[];
export default cases;
