import "~/shared/zod-config";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { getLocale, translatorFor } from "~/i18n/i18next.server";
import { TranslationProvider } from "~/i18n/react";
import { NonceProvider } from "~/utils/nonce-provider";
import { StripNulBytes } from "~/utils/strip-nul-bytes.server";

const ABORT_DELAY = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // One translator per language, made at start-up (app/i18n/i18next.server.ts).
  const translator = translatorFor(await getLocale(request));
  const nonce = loadContext.cspNonce;
  // Crawlers (people find shared playlists through search engines) get the whole document at once.
  const readyEvent = isbot(request.headers.get("user-agent")) ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let abortTimer: ReturnType<typeof setTimeout> | undefined;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <TranslationProvider translator={translator}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </TranslationProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new StripNulBytes();
          // The render is over once the body ends (or fails): nothing left to abort.
          body.once("finish", () => clearTimeout(abortTimer));
          body.once("error", () => clearTimeout(abortTimer));
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell are reported by onShellError; log the rest.
          if (shellRendered) console.error(error);
        },
      },
    );
    abortTimer = setTimeout(abort, ABORT_DELAY);
  });
}
