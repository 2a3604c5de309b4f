// Hydration waits for this language's translations (preloaded by the root
// route as #i18n-resources). Without them the page stays what the server
// rendered: plain HTML whose links and forms all work.
import "~/shared/zod-config";
import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { isLocale } from "~/i18n/config";
import { TranslationProvider } from "~/i18n/react";
import { createTranslator, type Messages } from "~/i18n/translator";
import { DEFAULT_LOCALE } from "~/shared/constants";

async function loadTranslations(href: string, attempts = 3): Promise<Messages | null> {
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
  const lang = document.documentElement.lang;
  const href = document.getElementById("i18n-resources")?.getAttribute("href");
  const messages = href ? await loadTranslations(href) : null;
  if (!messages) return;
  const translator = createTranslator(isLocale(lang) ? lang : DEFAULT_LOCALE, messages);

  startTransition(() => {
    hydrateRoot(
      document,
      <TranslationProvider translator={translator}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </TranslationProvider>,
    );
  });
}

void hydrate();
