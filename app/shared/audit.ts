// What the audit log records (app/models/audit-log.server.ts): every admin change.
export const AUDIT_ACTIONS = [
  "user.suspend",
  "user.unsuspend",
  "user.role",
  "announcement.create",
  "announcement.update",
  "announcement.delete",
  "settings.update",
  "playlist.hide",
  "playlist.unhide",
  "playlist.delete",
  "comment.hide",
  "comment.unhide",
  "section.hide",
  "section.unhide",
  "report.resolve",
  "concert.create",
  "concert.update",
  "concert.delete",
  "song.update",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = ["user", "announcement", "setting", "playlist", "comment", "section", "report", "concert", "song"] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
