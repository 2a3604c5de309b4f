// The account behind a social sign-in: the connection if there is one; else
// the account with the same e-mail, linked only when the provider says the
// e-mail is verified; else a new account made from the provider's profile.
import type { User } from "@prisma/client";
import type { SocialProfile } from "~/auth/providers.server";
import { prisma } from "~/db/client.server";
import { prismaErrorCode } from "~/db/prisma-errors";
import { copyRemoteProfileImage } from "~/models/profile-image.server";
import { getSiteSetting } from "~/models/site-settings.server";
import { generateUsername } from "~/models/user.server";
import { EmailSchema } from "~/schemas/auth";
import { toWellFormed, withoutInvisibleCharacters } from "~/schemas/text";
import { NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH } from "~/shared/constants";

export type SocialAccountResult =
  | { status: "ok"; user: User; created: boolean }
  /** The e-mail belongs to an account, and the provider does not vouch for it. */
  | { status: "emailNotVerified" }
  /** The person did not share an e-mail address (Kakao and Naver make it optional). */
  | { status: "emailRequired" }
  /** A new account would be made, and an admin closed sign-up (issue 13). */
  | { status: "signUpClosed" };

/** The provider's name as a nickname within our limits, else the e-mail's local part. */
function nicknameFrom(profile: SocialProfile, email: string): string {
  // Cut by UTF-16 units like the limit, without leaving half of a character at the end.
  // Without the invisible characters our nickname refuses (a provider allows them).
  const fromName = withoutInvisibleCharacters(toWellFormed(profile.name?.trim().slice(0, NICKNAME_MAX_LENGTH) ?? "")).replace(/\uFFFD$/, "").trim();
  if (fromName.length >= NICKNAME_MIN_LENGTH) return fromName;
  return (email.split("@")[0] ?? "").slice(0, NICKNAME_MAX_LENGTH).padEnd(NICKNAME_MIN_LENGTH, "_");
}

export async function findOrCreateSocialAccount(profile: SocialProfile): Promise<SocialAccountResult> {
  try {
    return await findOrCreate(profile);
  } catch (error) {
    // The same person's sign-ins at once (two tabs): another one made the account or the link
    // a moment earlier, which is found now (decision 128).
    if (prismaErrorCode(error) === "P2002") return findOrCreate(profile);
    throw error;
  }
}

async function findOrCreate(profile: SocialProfile): Promise<SocialAccountResult> {
  const connection = await prisma.connection.findUnique({
    where: { provider_providerUserId: { provider: profile.provider, providerUserId: profile.providerUserId } },
    include: { user: true },
  });
  if (connection) return { status: "ok", user: connection.user, created: false };

  const email = EmailSchema.safeParse(profile.email ?? undefined);
  if (!email.success) return { status: "emailRequired" };

  const existing = await prisma.user.findUnique({ where: { email: email.data } });
  if (existing) {
    if (!profile.emailVerified) return { status: "emailNotVerified" };
    await prisma.connection.create({
      data: { provider: profile.provider, providerUserId: profile.providerUserId, userId: existing.id },
    });
    return { status: "ok", user: existing, created: false };
  }

  if (!(await getSiteSetting("signUpOpen"))) return { status: "signUpClosed" };
  const user = await prisma.user.create({
    data: {
      email: email.data,
      nickname: nicknameFrom(profile, email.data),
      username: await generateUsername(email.data),
      connections: { create: { provider: profile.provider, providerUserId: profile.providerUserId } },
    },
  });
  if (profile.imageUrl && (await copyRemoteProfileImage(user.id, profile.imageUrl))) {
    return { status: "ok", user: await prisma.user.findUniqueOrThrow({ where: { id: user.id } }), created: true };
  }
  return { status: "ok", user, created: true };
}
