// What the /api/playlist* routes share: the caller as a playlist actor and
// the domain's refusals as the API's errors (with their own messages).
import type { SessionWithUser } from "~/auth/session.server";
import type { PlaylistActor, PlaylistResult } from "~/models/community-playlist.server";
import { ApiError } from "~/utils/api.server";

export function apiActor(session: SessionWithUser): PlaylistActor {
  return session.user ? { id: session.user.id, role: session.user.role } : null;
}

/** The value, or the refusal as `{ error: { code, message, fields } }` with its status. */
export function orRefuse<T>(result: PlaylistResult<T>): T {
  if (result.ok) return result.value;
  throw new ApiError(result.reason, {
    ...(result.messageKey ? { messageKey: result.messageKey } : {}),
    ...(result.fields ? { fields: result.fields } : {}),
  });
}
