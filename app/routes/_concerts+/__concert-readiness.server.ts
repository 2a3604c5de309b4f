// The concert page's server-only imports of practice progress (issue 28), in a
// module of its own: a `.server` module that two pages import becomes a shared
// empty chunk in the browser build (docs/performance.md, issue 10 follow-up).
export { concertReadiness } from "~/models/practice-progress.server";
