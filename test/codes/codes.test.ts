import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { allCodes } from "../../src/core/index";
import { renderCodesDoc } from "../../src/core/testing";
import { analyze } from "../analyze";
import { testLimits } from "../limits";

const doc = resolve(__dirname, "../../docs/diagnostics.md");
const examples = resolve(__dirname, "../../public/examples");
const read = (f: string) => readFileSync(resolve(examples, f), "utf8");

describe("diagnostic codes", () => {
  it("are unique and of the form SC (SophiaClaw) or OC (the OpenClaw profiles) + three digits", () => {
    const codes = allCodes().map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^(SC|OC)\d{3}$/);
  });

  it("docs/diagnostics.md lists every code (UPDATE_DOCS=1 rewrites it)", () => {
    const want = renderCodesDoc();
    if (process.env.UPDATE_DOCS === "1") writeFileSync(doc, want);
    expect(existsSync(doc) ? readFileSync(doc, "utf8") : "").toBe(want);
  });

  it.each(["starter", "legal-research", "plan-mode", "broken"])(
    "every code the %s example raises is documented",
    (slug) => {
      const table = new Set(allCodes().map((c) => c.code));
      const a = analyze(read(`${slug}.config.jsonc`), read(`${slug}.scenarios.json`), testLimits());
      for (const d of a.diagnostics) {
        expect(table.has(d.code), d.code).toBe(true);
      }
    },
  );
});
