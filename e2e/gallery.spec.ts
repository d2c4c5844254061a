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
