// The sign-in panel for the server's render only: the browser's build gets an
// empty module here, so the home page's first load does not carry the forms
// (see deferred-sign-in-panel.tsx).
export { SignInPanel } from "./auth-forms";
