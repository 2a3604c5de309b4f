// Answers server.ts gives itself, before the app: JSON in the API's error
// shape (spec §7) for /api, plain text otherwise; in the visitor's language.
import type { Request, Response } from "express";
import enCommon from "../app/locales/en/common.json" with { type: "json" };
import koCommon from "../app/locales/ko/common.json" with { type: "json" };
import { localeFromCookie } from "../app/i18n/locale-cookie.server";
import { isApiPath, remixPathname } from "./routing";

export type CommonMessages = typeof koCommon;

export async function refuse(
  req: Request,
  res: Response,
  status: number,
  code: string,
  pick: (messages: CommonMessages) => string,
): Promise<void> {
  const message = pick((await localeFromCookie(req.headers.cookie)) === "en" ? enCommon : koCommon);
  if (isApiPath(remixPathname(req) ?? req.path)) res.status(status).json({ error: { code, message } });
  else res.status(status).type("text").send(message);
}
