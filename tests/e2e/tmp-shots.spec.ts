import { test } from "./fixtures";
import { createAdmin, signIn, waitForHydration } from "./utils";

test("shots", async ({ page }) => {
  const admin = await createAdmin();
  await signIn(page, admin);
  for (const vp of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(vp);
    for (const lng of ["ko", "en"]) {
      await page.goto(`/?lng=${lng}`);
      await waitForHydration(page);
      await page.screenshot({ path: `/tmp/shots-layout/home-${vp.width}-${lng}.png` });
      await page.locator(".site-nav__more > summary").click();
      await page.screenshot({ path: `/tmp/shots-layout/more-${vp.width}-${lng}.png` });
      await page.keyboard.press("Escape");
      const sw = await page.evaluate(() => document.documentElement.scrollWidth);
      const h = (await page.locator(".site-header").boundingBox())!.height;
      console.log(vp.width, lng, "scrollWidth", sw, "header", h);
    }
  }
});
