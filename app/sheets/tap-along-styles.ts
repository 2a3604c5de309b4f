// The tap-along editor's styles (sheets/components/tap-along.tsx). The editor
// is loaded lazily, and the Remix compiler bundles no CSS with a lazy chunk:
// the sheet page links this href in its `links` (next to fanchant.css, whose
// part badges the editor uses).
import tapAlongStylesHref from "~/styles/tap-along.css";

export { tapAlongStylesHref };
