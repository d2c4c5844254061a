#!/usr/bin/env node
// Writes the skills a release ships (src/core/openclaw/releases/<release>/skills.ts) from the installed release: its
// bundled skills (<package>/skills/*/SKILL.md), the custodian skills only the fleet's owner gets
// (<package>/custodian-skills/, 2026.9), and the skills of the plugins enabled by default
// (dist/extensions/<plugin>/skills/*, where the plugin's manifest says enabledByDefault). A skill's name is its
// SKILL.md's `name`, else its folder's.
//   node scripts/openclaw/skill-data.mjs --openclaw /tmp/oc/v9/node_modules/openclaw --release 2026.9
// The recorded cases (scripts/openclaw/cases-skills.mjs) check it.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const arg = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0 || i + 1 >= process.argv.length)
    throw new Error("usage: skill-data.mjs --openclaw <package> --release <YYYY.M>");
  return process.argv[i + 1];
};
const pkg = arg("openclaw");
const release = arg("release");
const version = JSON.parse(readFileSync(path.join(pkg, "package.json"), "utf8")).version;

/** The skills in a folder: each subfolder with a SKILL.md, named by its frontmatter's `name`, else the folder. */
function skillsIn(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((d) => existsSync(path.join(folder, d, "SKILL.md")))
    .map((d) => {
      const text = readFileSync(path.join(folder, d, "SKILL.md"), "utf8");
      const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? "";
      const name = /^name:\s*["']?([^"'\r\n]+?)["']?\s*$/m.exec(front)?.[1]?.trim();
      return name || d.trim();
    })
    .sort();
}

const extensions = path.join(pkg, "dist", "extensions");
const plugins = existsSync(extensions)
  ? readdirSync(extensions)
      .sort()
      .filter((p) => {
        const manifest = path.join(extensions, p, "openclaw.plugin.json");
        return existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).enabledByDefault === true;
      })
      .flatMap((p) => skillsIn(path.join(extensions, p, "skills")))
  : [];
const data = {
  bundled: skillsIn(path.join(pkg, "skills")),
  custodian: skillsIn(path.join(pkg, "custodian-skills")),
  plugins,
};
const list = (names) => `[\n${names.map((n) => `    ${JSON.stringify(n)},`).join("\n")}\n  ]`;
const out = path.join(root, "src/core/openclaw/releases", release, "skills.ts");
writeFileSync(
  out,
  `// OpenClaw ${version}'s shipped skills, written by scripts/openclaw/skill-data.mjs from the installed release: do not
// edit.
import type { ShippedSkills } from "../../agent-skills";

export const SKILLS: ShippedSkills = {
  bundled: ${list(data.bundled)},
  custodian: ${data.custodian.length ? list(data.custodian) : "[]"},
  plugins: ${data.plugins.length ? list(data.plugins) : "[]"},
};
`,
);
console.log(
  `${out}: ${data.bundled.length} bundled, ${data.custodian.length} custodian, ${data.plugins.length} from plugins`,
);
