// The edit page's forms around the songs, for the server's render only: the browser gets
// an empty module here and loads them after the page (__deferred-edit-additions.tsx). A
// module of its own, as __edit-additions.tsx types itself from __edit.server.ts.
export { EditAdditions, EditDetails } from "./__edit-additions";
