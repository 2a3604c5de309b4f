// The server side of /playlists/{id}: its loader and action, kept out of the
// route module so that none of it reaches the browser (a route's every import
// of a server module costs each page a chunk of its own).
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { actorOf, requireSignedIn } from "~/auth/guards.server";
import type { SessionWithUser } from "~/auth/session.server";
import { getEnv } from "~/env.server";
import { getFixedT, getLocale } from "~/i18n/i18next.server";
import { recordPlaylistView } from "~/models/community-playlist-social.server";
import { getPlaylistPage } from "~/models/community-playlist.server";
import { CommentCursorSchema } from "~/schemas/community-playlist";
import { formatDateTime } from "~/shared/date-time";
import { readForm } from "~/utils/forms.server";
import { refusePage } from "~/utils/page-refusal.server";
import { playlistIdParam, viewerAction, viewerKeyOf } from "./__playlists.server";

export async function loadPlaylistDetail({ request, params, context }: LoaderFunctionArgs) {
  const session = await requireSignedIn(request);
  const data = await playlistDetailData(request, session, playlistIdParam(params.id), context.clientAddress);
  return json(data, { headers: { "Cache-Control": "private, no-store" } });
}

export async function runPlaylistDetailAction({ request, params, context }: ActionFunctionArgs) {
  const form = await readForm(request, context);
  const id = playlistIdParam(params.id);
  const session = await requireSignedIn(request, `/playlists/${id}`);
  return viewerAction(session, id, form, `/playlists/${id}`);
}

async function playlistDetailData(request: Request, session: SessionWithUser, id: number, clientAddress: string) {
  // ?comments=<cursor>: an older page of comments (a link that is not a cursor shows the newest).
  const commentsCursor = CommentCursorSchema.safeParse(new URL(request.url).searchParams.get("comments") ?? undefined);
  const result = await getPlaylistPage(actorOf(session), id, { commentsCursor: commentsCursor.success ? commentsCursor.data : null });
  if (!result.ok) throw await refusePage(result, { as: "error-page" });
  // Views count once per viewer per day, so reloads and revalidations after a post add nothing.
  await recordPlaylistView(id, viewerKeyOf(session, clientAddress));
  const [t, locale] = await Promise.all([getFixedT(request, "playlists"), getLocale(request)]);
  const page = result.value;
  // Dates formatted here (Korea time, the page's language): the page ships no date code.
  return {
    ...page,
    comments: page.comments.map((comment) => ({ ...comment, when: formatDateTime(comment.createdAt, locale) })),
    olderComments: commentsCursor.success,
    createdOn: formatDateTime(page.playlist.createdAt, locale),
    shareUrl: page.shareToken ? new URL(`/shared/playlist/${page.shareToken}`, getEnv().APP_URL).href : null,
    guest: !session.user,
    title: page.playlist.name,
    description: t("shared.description", { count: page.playlist.songCount, name: page.playlist.owner.nickname }),
  };
}
