// What can be reported and how an admin resolves a report (issue 13); no zod
// here, since pages import it.
export const REPORT_TARGET_TYPES = ["playlist", "comment", "section"] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** Hide the content, delete it, or keep it (dismiss the report). */
export const REPORT_RESOLUTIONS = ["hidden", "deleted", "dismissed"] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];

/** The queue's status filter. */
export const REPORT_STATUSES = ["open", "resolved"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** /admin/playlists' visibility filter. */
export const ADMIN_PLAYLIST_VISIBILITIES = ["visible", "hidden"] as const;
export type AdminPlaylistVisibility = (typeof ADMIN_PLAYLIST_VISIBILITIES)[number];
