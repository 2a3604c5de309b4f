// Every translation, bundled into the server build. Add a namespace here and
// in app/i18n/config.ts; tests/integration/locales.test.ts keeps ko and en alike.
import crypto from "node:crypto";
import enAdmin from "~/locales/en/admin.json";
import enAuth from "~/locales/en/auth.json";
import enCommon from "~/locales/en/common.json";
import enLegal from "~/locales/en/legal.json";
import enPlayer from "~/locales/en/player.json";
import enProfile from "~/locales/en/profile.json";
import enSections from "~/locales/en/sections.json";
import enSearch from "~/locales/en/search.json";
import enPlaylists from "~/locales/en/playlists.json";
import enPractice from "~/locales/en/practice.json";
import enConcerts from "~/locales/en/concerts.json";
import enArchive from "~/locales/en/archive.json";
import enSheets from "~/locales/en/sheets.json";
import koAdmin from "~/locales/ko/admin.json";
import koAuth from "~/locales/ko/auth.json";
import koCommon from "~/locales/ko/common.json";
import koLegal from "~/locales/ko/legal.json";
import koPlayer from "~/locales/ko/player.json";
import koProfile from "~/locales/ko/profile.json";
import koSections from "~/locales/ko/sections.json";
import koSearch from "~/locales/ko/search.json";
import koPlaylists from "~/locales/ko/playlists.json";
import koPractice from "~/locales/ko/practice.json";
import koConcerts from "~/locales/ko/concerts.json";
import koArchive from "~/locales/ko/archive.json";
import koSheets from "~/locales/ko/sheets.json";
import { CLIENT_NAMESPACES, type Namespace } from "~/i18n/config";
import type { Locale } from "~/shared/constants";

type Resources = Record<Namespace, Record<string, unknown>>;

export const resources: Record<Locale, Resources> = {
  ko: {
    common: koCommon,
    auth: koAuth,
    profile: koProfile,
    admin: koAdmin,
    player: koPlayer,
    sections: koSections,
    legal: koLegal,
    search: koSearch,
    playlists: koPlaylists,
    practice: koPractice,
    concerts: koConcerts,
    archive: koArchive,
    sheets: koSheets,
  },
  en: {
    common: enCommon,
    auth: enAuth,
    profile: enProfile,
    admin: enAdmin,
    player: enPlayer,
    sections: enSections,
    legal: enLegal,
    search: enSearch,
    playlists: enPlaylists,
    practice: enPractice,
    concerts: enConcerts,
    archive: enArchive,
    sheets: enSheets,
  },
};

export function clientResources(locale: Locale): Record<string, unknown> {
  return Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, resources[locale][ns]]));
}

/** Changes whenever a translation changes: the browser caches /locales/{lng}?v=… for a year. */
export const resourcesVersion = crypto
  .createHash("sha256")
  .update(JSON.stringify([clientResources("ko"), clientResources("en")]))
  .digest("hex")
  .slice(0, 12);
