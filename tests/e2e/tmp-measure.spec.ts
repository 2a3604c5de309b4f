import { test } from "./fixtures";
import { createAdmin, signIn, waitForHydration } from "./utils";

test("measure", async ({ page }) => {
  const admin = await createAdmin();
  await signIn(page, admin);
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const lng of ["ko", "en"]) {
    await page.goto(`/practice?lng=${lng}`);
    await waitForHydration(page);
    const out = await page.evaluate(() => {
      const items = [...document.querySelectorAll<HTMLElement>(".site-nav__bar > li")];
      items.forEach((li) => (li.style.display = "block"));
      const widths = items.map((li) => Math.ceil(li.getBoundingClientRect().width));
      const gap = parseFloat(getComputedStyle(document.querySelector(".site-nav__bar")!).columnGap);
      const q = (s: string) => Math.ceil(document.querySelector(s)!.getBoundingClientRect().width);
      return { widths, gap, brand: q(".brand"), end: q(".site-header__end"), inner: q(".site-header__inner") };
    });
    console.log(lng, JSON.stringify(out));
    await page.screenshot({ path: `/tmp/shots-layout/measure-${lng}.png` });
  }
});
