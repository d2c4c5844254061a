#!/usr/bin/env node
// Writes what a release knows of model providers and models (src/core/openclaw/releases/<release>/models.ts) from
// the installed release itself: the providers it bundles (a provider overlay without `baseUrl` and `models` is
// accepted only for these; zod-schema.core's BUILT_IN_MODEL_PROVIDER_OVERLAY_IDS) and the models its bundled plugins
// declare shut down or unsupported (each plugin manifest's unconditional `modelCatalog.suppressions`, in the
// plugins' order, the first for a model kept), which `config validate` refuses as "Unknown model: ...".
//   node scripts/openclaw/model-data.mjs --openclaw /tmp/oc/v9/node_modules/openclaw --release 2026.9
// One entry a line (the file is kept out of prettier's reach). The recorded cases (model-providers, model-catalog)
// check it.
import { readdirSync, readFileSync, existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const arg = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0 || i + 1 >= process.argv.length)
    throw new Error(`usage: model-data.mjs --openclaw <package> --release <YYYY.M>`);
  return process.argv[i + 1];
};
const pkg = arg("openclaw");
const release = arg("release");
const version = JSON.parse(readFileSync(path.join(pkg, "package.json"), "utf8")).version;
const dist = path.join(pkg, "dist");

const zodFile = readdirSync(dist).find(
  (f) =>
    /^zod-schema\.core-.*\.m?js$/.test(f) &&
    readFileSync(path.join(dist, f), "utf8").includes("BUILT_IN_MODEL_PROVIDER_OVERLAY_IDS ="),
);
if (!zodFile) throw new Error("BUILT_IN_MODEL_PROVIDER_OVERLAY_IDS not found");
const zod = readFileSync(path.join(dist, zodFile), "utf8");
const set = /BUILT_IN_MODEL_PROVIDER_OVERLAY_IDS = (?:\/\* @__PURE__ \*\/ )?new Set\(\[([^\]]*)\]\)/.exec(zod);
if (!set) throw new Error("the bundled providers' list has another shape");
const bundled = [...set[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]);

const extensions = path.join(dist, "extensions");
const retired = [];
const seen = new Set();
// The models each provider's catalog lists (a `provider/*` allow entry expands to them) and the utility model a
// provider supplies (models status's utilityModel), from the plugins' manifests in the plugins' order.
const catalog = {};
const utility = {};
for (const plugin of readdirSync(extensions).sort()) {
  const file = path.join(extensions, plugin, "openclaw.plugin.json");
  if (!existsSync(file)) continue;
  const manifest = JSON.parse(readFileSync(file, "utf8"));
  for (const [provider, entry] of Object.entries(manifest.modelCatalog?.providers ?? {})) {
    const ids = (entry.models ?? [])
      .map((m) => (typeof m === "string" ? m : m.id))
      .filter((id) => typeof id === "string");
    catalog[provider] = [...new Set([...(catalog[provider] ?? []), ...ids])];
    if (typeof entry.defaultUtilityModel === "string" && !(provider in utility))
      utility[provider] = entry.defaultUtilityModel;
  }
  for (const s of manifest.modelCatalog?.suppressions ?? []) {
    if (s.when) continue;
    const key = `${s.provider}/${s.model}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // The model a reason names in its last sentence ("... Use google/gemini-2.5-flash."): the quick fix's choice.
    const use = /\bUse ([a-z0-9][\w.-]*\/[\w.:-]*[\w:])\.?$/i.exec(s.reason ?? "")?.[1] ?? "";
    retired.push([s.provider, s.model, s.reason ?? "", use]);
  }
}

const out = path.join(root, "src/core/openclaw/releases", release, "models.ts");
writeFileSync(
  out,
  `// OpenClaw ${version}'s model providers and retired models, written by scripts/openclaw/model-data.mjs from the
// installed release: do not edit.
import type { ModelCatalog } from "../../schema/models";

export const MODELS: ModelCatalog = {
  bundledProviders: [
${bundled.map((p) => `    ${JSON.stringify(p)},`).join("\n")}
  ],
  retired: [
${retired.map((r) => `    ${JSON.stringify(r).replaceAll('","', '", "')},`).join("\n")}
  ],
  catalog: {
${Object.entries(catalog)
  .filter(([, ids]) => ids.length > 0)
  .map(([p, ids]) => `    ${JSON.stringify(p)}: ${JSON.stringify(ids).replaceAll('","', '", "')},`)
  .join("\n")}
  },
  utilityModels: {
${Object.entries(utility)
  .map(([p, id]) => `    ${JSON.stringify(p)}: ${JSON.stringify(id)},`)
  .join("\n")}
  },
};
`,
);
console.log(
  `${out}: ${bundled.length} bundled providers, ${retired.length} retired models, ${Object.keys(catalog).length} catalogs, ${Object.keys(utility).length} utility models`,
);
