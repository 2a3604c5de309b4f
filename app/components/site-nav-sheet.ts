// The main menu's "more" sheet with JavaScript (issue 25). Without it the
// <details> opens and its links work; with it, once open, the sheet behaves as
// one: focus moves to its first destination, Escape closes it and gives focus
// back to "more", and a tap outside, a chosen destination or a history step
// closes it. Loaded the first time the sheet opens, so pages' first load
// carries only the import (components/site-header.tsx).

export function enhanceOpenSheet(details: HTMLDetailsElement) {
  if (!details.open || details.dataset.enhanced !== undefined) return;
  details.dataset.enhanced = "";
  const summary = details.querySelector("summary");
  const close = (focusSummary: boolean) => {
    details.open = false;
    if (focusSummary) summary?.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape") close(true);
  };
  const onPointer = (event: PointerEvent) => {
    if (!details.contains(event.target as Node)) close(false);
  };
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element).closest(".site-nav__sheet a")) close(false);
  };
  const onHistory = () => close(false);
  const onToggle = () => {
    if (details.open) return;
    delete details.dataset.enhanced;
    document.removeEventListener("keydown", onKey);
    document.removeEventListener("pointerdown", onPointer);
    details.removeEventListener("click", onClick);
    details.removeEventListener("toggle", onToggle);
    window.removeEventListener("popstate", onHistory);
  };
  document.addEventListener("keydown", onKey);
  document.addEventListener("pointerdown", onPointer);
  details.addEventListener("click", onClick);
  details.addEventListener("toggle", onToggle);
  window.addEventListener("popstate", onHistory);
  // The first destination the sheet shows (the bar's own are hidden in it).
  [...details.querySelectorAll<HTMLElement>(".site-nav__sheet a")].find((link) => link.getClientRects().length)?.focus();
}
