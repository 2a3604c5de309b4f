// Lists the admin pages and their schemas share (no zod here: pages import it).
export const USER_PROVIDER_FILTERS = ["password", "google", "naver", "kakao"] as const;

/** The figures of /admin/stats, in the table's order. */
export const STAT_METRICS = ["signUps", "activeUsers", "plays", "sections", "playlists", "searches"] as const;
