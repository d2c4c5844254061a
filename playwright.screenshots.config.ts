import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

// `npm run screenshots`: pictures of the page to look at (e2e/artifacts), not tests: they compare nothing and are
// not part of `npm test`. Written to screenshots/ (ignored by git).
export default defineConfig({
  ...base,
  testDir: "e2e/artifacts",
  testMatch: "**/*.shots.ts",
  outputDir: "screenshots",
});
