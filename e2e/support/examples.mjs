// The Examples menu as journeys use it: opening it once the page has fetched the gallery, and
// opening one example from it.

/** Opens the Examples menu, unless it is open, and waits for the examples the page fetched from the site. */
export async function openMenu(page) {
  if ((await page.getByTestId('examples-menu').count()) === 0) await page.getByTestId('examples-button').click();
  await page.locator('[data-testid=examples-menu][data-state=loaded]').waitFor();
}

/** Opens an example from the Examples menu. */
export async function openExample(page, id) {
  await openMenu(page);
  await page.locator(`[data-testid=example][data-id="${id}"]`).click();
  await page.locator(`[data-testid=examples-button][data-current="${id}"]`).waitFor();
}
