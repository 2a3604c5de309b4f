// The social sign-in providers: each one's real endpoints and how to read its
// profile answer. A provider is offered when its client id and secret are
// configured; with MOCKS on, all three point at the app's mock provider
// (app/mocks/oauth-provider.server.ts) instead. See docs/decisions/010-social-sign-in.md.
import * as z from "zod";
import { getEnv } from "~/env.server";
import { toWellFormed } from "~/schemas/text";
import { SOCIAL_PROVIDERS, type SocialProvider } from "~/shared/roles";

/** What we keep from a provider's profile answer. */
export interface SocialProfile {
  provider: SocialProvider;
  providerUserId: string;
  email: string | null;
  /** The provider vouches that this person owns the address (needed to link an existing account). */
  emailVerified: boolean;
  name: string | null;
  imageUrl: string | null;
}

interface ProviderEndpoints {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  profileEndpoint: string;
}

interface ProviderDefinition extends ProviderEndpoints {
  scopes: string[];
  readProfile: (body: unknown) => Omit<SocialProfile, "provider"> | null;
}

const text = z
  .string()
  .trim()
  .transform((value) => (value ? toWellFormed(value) : null));

const GoogleUserInfo = z.object({
  sub: z.string().min(1),
  email: text.nullish(),
  email_verified: z.union([z.boolean(), z.enum(["true", "false"])]).nullish(),
  name: text.nullish(),
  picture: text.nullish(),
});

const NaverProfile = z.object({
  resultcode: z.literal("00"),
  response: z.object({
    id: z.string().min(1),
    email: text.nullish(),
    nickname: text.nullish(),
    name: text.nullish(),
    profile_image: text.nullish(),
  }),
});

const KakaoProfile = z.object({
  id: z.union([z.number(), z.string()]),
  kakao_account: z
    .object({
      email: text.nullish(),
      is_email_valid: z.boolean().nullish(),
      is_email_verified: z.boolean().nullish(),
      profile: z
        .object({
          nickname: text.nullish(),
          profile_image_url: text.nullish(),
          is_default_image: z.boolean().nullish(),
        })
        .nullish(),
    })
    .nullish(),
});

/** Real endpoints, from each provider's documentation. */
export const PROVIDERS: Record<SocialProvider, ProviderDefinition> = {
  google: {
    authorizationEndpoint: "https://accounts.google.com/o/oauth2/v2/auth",
    tokenEndpoint: "https://oauth2.googleapis.com/token",
    profileEndpoint: "https://openidconnect.googleapis.com/v1/userinfo",
    scopes: ["openid", "email", "profile"],
    readProfile(body) {
      const parsed = GoogleUserInfo.safeParse(body);
      if (!parsed.success) return null;
      const { sub, email, email_verified, name, picture } = parsed.data;
      return {
        providerUserId: sub,
        email: email ?? null,
        emailVerified: email_verified === true || email_verified === "true",
        name: name ?? null,
        imageUrl: picture ?? null,
      };
    },
  },
  naver: {
    authorizationEndpoint: "https://nid.naver.com/oauth2.0/authorize",
    tokenEndpoint: "https://nid.naver.com/oauth2.0/token",
    profileEndpoint: "https://openapi.naver.com/v1/nid/me",
    // Naver takes the items to share from the app's console settings, not from a scope.
    scopes: [],
    readProfile(body) {
      const parsed = NaverProfile.safeParse(body);
      if (!parsed.success) return null;
      const { id, email, nickname, name, profile_image } = parsed.data.response;
      return {
        providerUserId: id,
        email: email ?? null,
        // Naver says nothing about verification. Its own mailbox (ID@naver.com) belongs
        // to the account by construction; any other address it returns is taken as unverified.
        emailVerified: email?.toLowerCase().endsWith("@naver.com") ?? false,
        name: nickname ?? name ?? null,
        imageUrl: profile_image ?? null,
      };
    },
  },
  kakao: {
    authorizationEndpoint: "https://kauth.kakao.com/oauth/authorize",
    tokenEndpoint: "https://kauth.kakao.com/oauth/token",
    profileEndpoint: "https://kapi.kakao.com/v2/user/me",
    scopes: ["profile_nickname", "profile_image", "account_email"],
    readProfile(body) {
      const parsed = KakaoProfile.safeParse(body);
      if (!parsed.success) return null;
      const account = parsed.data.kakao_account;
      const profile = account?.profile;
      return {
        providerUserId: String(parsed.data.id),
        email: account?.email ?? null,
        emailVerified: account?.is_email_valid === true && account?.is_email_verified === true,
        name: profile?.nickname ?? null,
        imageUrl: profile?.is_default_image ? null : (profile?.profile_image_url ?? null),
      };
    },
  },
};

export interface ProviderConfig extends ProviderDefinition {
  provider: SocialProvider;
  clientId: string;
  clientSecret: string;
}

/** Where the mock provider answers when MOCKS is on. */
function mockEndpoints(provider: SocialProvider): ProviderEndpoints {
  const base = new URL(`/mock-oauth/${provider}/`, getEnv().APP_URL);
  return {
    authorizationEndpoint: new URL("authorize", base).href,
    tokenEndpoint: new URL("token", base).href,
    profileEndpoint: new URL("profile", base).href,
  };
}

export function mockClient(provider: SocialProvider) {
  return { clientId: `mock-${provider}-client`, clientSecret: `mock-${provider}-secret` };
}

/** The provider's settings, or null when it is not offered. */
export function providerConfig(provider: SocialProvider): ProviderConfig | null {
  const env = getEnv();
  if (env.MOCKS) return { ...PROVIDERS[provider], ...mockEndpoints(provider), ...mockClient(provider), provider };
  const prefix = provider.toUpperCase() as Uppercase<SocialProvider>;
  const clientId = env[`${prefix}_CLIENT_ID`];
  const clientSecret = env[`${prefix}_CLIENT_SECRET`];
  if (!clientId || !clientSecret) return null;
  return { ...PROVIDERS[provider], clientId, clientSecret, provider };
}

/** The providers whose buttons the sign-in panel shows. */
export function enabledSocialProviders(): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((provider) => providerConfig(provider) !== null);
}

export function isSocialProvider(value: unknown): value is SocialProvider {
  return SOCIAL_PROVIDERS.includes(value as SocialProvider);
}

/** The single return address registered with every provider (spec §2: /auth/callback, public). */
export function callbackUrl(): string {
  return new URL("/auth/callback", getEnv().APP_URL).href;
}
