// With real client credentials (and no mocks): only configured providers are
// offered, at their real endpoints; each provider's profile answer is read.
import { describe, expect, test } from "vitest";
import { startSocialSignIn } from "~/auth/oauth.server";
import { enabledSocialProviders, PROVIDERS, providerConfig } from "~/auth/providers.server";

process.env.MOCKS = "false";
process.env.GOOGLE_CLIENT_ID = "real-google-client.apps.googleusercontent.com";
process.env.GOOGLE_CLIENT_SECRET = "real-google-secret";

describe("configuration", () => {
  test("a provider is offered only with its client id and secret", () => {
    expect(enabledSocialProviders()).toEqual(["google"]);
    expect(providerConfig("naver")).toBeNull();
    expect(providerConfig("kakao")).toBeNull();
  });

  test("the real endpoints are used", async () => {
    expect(providerConfig("google")).toMatchObject({
      clientId: "real-google-client.apps.googleusercontent.com",
      authorizationEndpoint: "https://accounts.google.com/o/oauth2/v2/auth",
      tokenEndpoint: "https://oauth2.googleapis.com/token",
      profileEndpoint: "https://openidconnect.googleapis.com/v1/userinfo",
    });
    const { authUrl } = await startSocialSignIn("google", new Request("http://localhost/auth/google"));
    const url = new URL(authUrl);
    expect(`${url.origin}${url.pathname}`).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(url.searchParams.get("client_id")).toBe("real-google-client.apps.googleusercontent.com");
    expect(url.searchParams.get("scope")).toBe("openid email profile");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(PROVIDERS.naver.authorizationEndpoint).toBe("https://nid.naver.com/oauth2.0/authorize");
    expect(PROVIDERS.kakao.profileEndpoint).toBe("https://kapi.kakao.com/v2/user/me");
  });
});

describe("reading each provider's profile answer", () => {
  test("Google (OpenID Connect userinfo)", () => {
    expect(
      PROVIDERS.google.readProfile({
        sub: "1098",
        email: "fan@gmail.com",
        email_verified: true,
        name: "Fan",
        picture: "https://lh3.googleusercontent.com/a/x",
      }),
    ).toEqual({ providerUserId: "1098", email: "fan@gmail.com", emailVerified: true, name: "Fan", imageUrl: "https://lh3.googleusercontent.com/a/x" });
    expect(PROVIDERS.google.readProfile({ sub: "1", email: "x@y.z", email_verified: "false" })?.emailVerified).toBe(false);
    expect(PROVIDERS.google.readProfile({ error: "invalid_token" })).toBeNull();
  });

  test("Naver (/v1/nid/me): only its own mailbox counts as verified", () => {
    const answer = (email: string) => ({
      resultcode: "00",
      message: "success",
      response: { id: "abc", email, nickname: "네이버팬", profile_image: "https://phinf.pstatic.net/x.jpg" },
    });
    expect(PROVIDERS.naver.readProfile(answer("fan@naver.com"))).toEqual({
      providerUserId: "abc",
      email: "fan@naver.com",
      emailVerified: true,
      name: "네이버팬",
      imageUrl: "https://phinf.pstatic.net/x.jpg",
    });
    expect(PROVIDERS.naver.readProfile(answer("fan@gmail.com"))?.emailVerified).toBe(false);
    expect(PROVIDERS.naver.readProfile({ resultcode: "024", message: "Authentication failed" })).toBeNull();
  });

  test("Kakao (/v2/user/me): verified only when valid and verified; the default picture is none", () => {
    const answer = (account: Record<string, unknown>) => ({ id: 12345, kakao_account: account });
    expect(
      PROVIDERS.kakao.readProfile(
        answer({
          email: "fan@kakao.com",
          is_email_valid: true,
          is_email_verified: true,
          profile: { nickname: "카카오팬", profile_image_url: "https://k.kakaocdn.net/x.jpg", is_default_image: false },
        }),
      ),
    ).toEqual({ providerUserId: "12345", email: "fan@kakao.com", emailVerified: true, name: "카카오팬", imageUrl: "https://k.kakaocdn.net/x.jpg" });
    const unverified = PROVIDERS.kakao.readProfile(answer({ email: "fan@kakao.com", is_email_valid: true, is_email_verified: false }));
    expect(unverified?.emailVerified).toBe(false);
    const defaultPicture = PROVIDERS.kakao.readProfile(answer({ profile: { profile_image_url: "https://k.kakaocdn.net/default.jpg", is_default_image: true } }));
    expect(defaultPicture).toMatchObject({ email: null, imageUrl: null });
  });
});
