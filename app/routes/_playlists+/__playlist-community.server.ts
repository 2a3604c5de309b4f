// What is below a playlist's songs, for the server's render only: the browser gets an empty
// module here and loads it after the page (__deferred-playlist-community.tsx). A module of
// its own, as __playlist-community.tsx types itself from __detail.server.ts.
export { PlaylistCommunity } from "./__playlist-community";
