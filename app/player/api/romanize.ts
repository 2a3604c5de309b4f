// The automatic romanisation draft (es-hangul) for the displays outside the player island
// (practice mode, components/chant-lane.tsx): imported dynamically, so es-hangul never joins a
// page's first load.
export { romanizeLyrics } from "../model/romanize";
