// GET /api/playlist/{id}/comments?cursor= (a page, newest first; `nextCursor`
// for the older ones) and POST (a new comment of 1 to 500 characters).
import { json } from "@remix-run/node";
import { addComment, listComments } from "~/models/community-playlist-comments.server";
import { getPlaylist } from "~/models/community-playlist.server";
import { CommentSchema, CommentsQuerySchema } from "~/schemas/community-playlist";
import { actorOf, requireApiSession, requireApiUser } from "~/auth/guards.server";
import { allowMethods, apiRoute, idParam, readJson, readQuery, valueOrRefusal } from "~/utils/api.server";

export const loader = apiRoute(async ({ request, params }) => {
  const actor = actorOf(await requireApiSession(request));
  const id = idParam(params.id);
  const { cursor } = readQuery(request, CommentsQuerySchema);
  valueOrRefusal(await getPlaylist(actor, id));
  return json(await listComments(actor, id, { cursor }));
});

export const action = apiRoute(async ({ request, params }) => {
  allowMethods(request, ["POST"]);
  const actor = actorOf(await requireApiUser(request));
  const { body } = await readJson(request, CommentSchema);
  return json(valueOrRefusal(await addComment(actor, idParam(params.id), body)), { status: 201 });
});
