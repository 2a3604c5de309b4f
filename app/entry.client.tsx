// Hydration waits for this language's translations (preloaded by the root
// route as #i18n-resources). Without them the page stays what the server
// rendered: plain HTML whose links and forms all work.
import "~/shared/zod-config";
import { RemixBrowser } from "@remix-run/react";
import i18next, { type ResourceLanguage } from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "~/i18n/config";
import { DEFAULT_LOCALE } from "~/shared/constants";

async function loadTranslations(href: string, attempts = 3): Promise<ResourceLanguage | null> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const response = await fetch(href);
      if (response.ok) return await response.json();
    } catch {
      // offline or a flaky network: try again below
    }
    await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
  }
  return null;
}

async function hydrate() {
  const lng = document.documentElement.lang || DEFAULT_LOCALE;
  const href = document.getElementById("i18n-resources")?.getAttribute("href");
  const translations = href ? await loadTranslations(href) : null;
  if (!translations) return;

  await i18next.use(initReactI18next).init({ ...i18nConfig, lng, resources: { [lng]: translations } });

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
