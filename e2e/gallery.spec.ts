/**
 * The examples gallery when the examples cannot be had (a first visit offline, before the service worker keeps
 * them; or their requests failing): it says so at once, with a Retry, and the texts in the editor stay as they are.
 */
import { editorText, expect, openStudio, setEditorText, test } from "./fixtures";

const MINE = '{ "agents": { "list": [{ "id": "mine", "default": true }] } }\n';

test("the gallery says the examples cannot be loaded, offers a retry, and leaves the texts alone", async ({
  page,
  context,
}) => {
  await openStudio(page);
  await setEditorText(page, "config", MINE);
  // Every request for the examples fails, as it does offline before the service worker holds them.
  let blocked = 0;
  await page.route("**/examples/**", (route) => {
    blocked++;
    return route.abort("internetdisconnected");
  });

  await page.getByRole("button", { name: "Examples", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Examples" });
  const alert = dialog.getByRole("alert");
  await expect(alert).toContainText("The examples could not be loaded");
  await expect(dialog.getByText("Loading examples…")).toHaveCount(0);
  expect(blocked).toBeGreaterThan(0);
  expect(await editorText(page, "config")).toBe(MINE);

  // Offline (the browser says so): the message names it; Retry tries again and fails again.
  await context.setOffline(true);
  const before = blocked;
  await dialog.getByRole("button", { name: "Retry" }).click();
  await expect(alert).toContainText("you are offline");
  expect(blocked).toBeGreaterThan(before);
  expect(await editorText(page, "config")).toBe(MINE);

  // Back online, Retry lists the examples; the texts are still ours until one is opened.
  await context.setOffline(false);
  await page.unroute("**/examples/**");
  await dialog.getByRole("button", { name: "Retry" }).click();
  await expect(dialog.getByRole("button", { name: /^Open / }).first()).toBeVisible();
  await expect(alert).toHaveCount(0);
  expect(await editorText(page, "config")).toBe(MINE);
});

test("by keyboard alone: open the gallery, reach Retry, press it, and close the gallery back to its button", async ({
  page,
}) => {
  await openStudio(page);
  await page.route("**/examples/**", (route) => route.abort("internetdisconnected"));
  const examples = page.getByRole("button", { name: "Examples", exact: true });
  // Tab from the top of the page until the header's Examples button has the focus.
  await page.locator("body").focus();
  for (let i = 0; i < 40 && !(await examples.evaluate((e) => e === document.activeElement)); i++)
    await page.keyboard.press("Tab");
  await expect(examples).toBeFocused();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Examples" });
  await expect(dialog.getByRole("alert")).toContainText("The examples could not be loaded");
  const retry = dialog.getByRole("button", { name: "Retry" });
  for (let i = 0; i < 10 && !(await retry.evaluate((e) => e === document.activeElement)); i++)
    await page.keyboard.press("Tab");
  await expect(retry).toBeFocused();
  await page.unroute("**/examples/**");
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("button", { name: /^Open / }).first()).toBeVisible();
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  // The list replaced the message and its button: the focus is on the first example, and Escape gives it back.
  await expect(dialog.getByRole("button", { name: /^Open / }).first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(examples).toBeFocused();
});

test("switching the harness, by the header's switch or an example of the other one, logs no warning", async ({
  page,
  watch,
}) => {
  const warnings: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "warning" || m.type() === "error") warnings.push(m.text());
  });
  await openStudio(page);
  const profile = page.getByTestId("profile");
  await page.getByRole("button", { name: "Examples", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Examples" });
  await dialog
    .getByRole("button", { name: /^Open .*OpenClaw/ })
    .first()
    .click();
  await expect(dialog).toHaveCount(0);
  await expect(profile).toHaveAttribute("data-profile", /^openclaw-/);
  await page.getByRole("button", { name: "Examples", exact: true }).click();
  await page.getByRole("dialog", { name: "Examples" }).getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog", { name: "Examples" })).toHaveCount(0);
  await profile.locator("select").selectOption("sophiaclaw");
  await expect(profile).toHaveAttribute("data-profile", "sophiaclaw");
  expect(warnings.filter((w) => /Form submission/.test(w))).toEqual([]);
  expect(watch.errors).toEqual([]);
});
