// The "add to one of my playlists" form, for the server's render only: the browser gets an
// empty module here and loads it after the page (__deferred-add-to-playlist.tsx). A module of
// its own, as __add-to-playlist.tsx types itself from __add-to-playlist.server.ts.
export { AddToPlaylist } from "./__add-to-playlist";
