// The home page's sign-in panel without its code in the page's first load
// (signed-in visitors never see it; the page was over its 100 KB budget).
// The server renders the panel at once, so the HTML is complete and its forms
// work before any script; in the browser the panel's code comes in its own
// chunk and React hydrates the panel when it arrives (a Suspense boundary
// keeps the server's HTML meanwhile). Decision 077.
import { lazy, Suspense, type ComponentProps } from "react";
import type { SignInPanel } from "./auth-forms";
import { SignInPanel as ServerSignInPanel } from "./sign-in-panel.server";

const BrowserSignInPanel = lazy(() => import("./auth-forms").then((forms) => ({ default: forms.SignInPanel })));

export function DeferredSignInPanel(props: ComponentProps<typeof SignInPanel>) {
  const Panel = ServerSignInPanel ?? BrowserSignInPanel;
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
