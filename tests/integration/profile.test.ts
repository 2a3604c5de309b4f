// /profile's forms: every intent, its errors, and who may change what.
import { describe, expect, test } from "vitest";
import { prisma } from "~/db/client.server";
import { action, loader } from "~/routes/_profile+/profile";
import { loader as imageLoader } from "~/routes/_profile+/profile-images.$imageId";
import { PROFILE_IMAGE_MAX_BYTES } from "~/shared/constants";
import { checkPassword } from "~/models/user.server";
import { fieldErrorsOf } from "../setup/replies";
import { callRoute, context, createUser, parseSetCookie, sessionCookieFor, settle, signedInUser } from "./helpers";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from("JFIF\0"), Buffer.alloc(64)]);
const WEBP = Buffer.concat([Buffer.from("RIFF"), Buffer.from([0x24, 0, 0, 0]), Buffer.from("WEBPVP8 "), Buffer.alloc(32)]);

const post = (cookie: string, form: Record<string, string>) => callRoute(action, "/profile", { form, cookie });

async function upload(cookie: string, file: File | null, extra: Record<string, string> = {}) {
  const form = new FormData();
  form.set("intent", "image");
  for (const [key, value] of Object.entries(extra)) form.set(key, value);
  if (file) form.set("image", file);
  return callRoute(action, "/profile", { form, cookie });
}

describe("the page", () => {
  test("shows the spec's fields and the signed-in devices, this one first", async () => {
    const { user, cookie, session } = await signedInUser();
    const other = await sessionCookieFor(user.id);
    await prisma.session.update({
      where: { id: other.session.id },
      data: { userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148 Safari/604.1", lastSeenAt: new Date(Date.now() + 1000) },
    });
    const data = await (await callRoute(loader, "/profile", { cookie })).json();
    expect(data.profile).toMatchObject({ email: user.email, username: user.username, hasPassword: true, connectedProviders: [] });
    expect(data.devices.map((d: { id: string; current: boolean; name: string | null }) => [d.id, d.current, d.name])).toEqual([
      [session.id, true, null],
      [other.session.id, false, "Safari · iOS"],
    ]);
  });
});

describe("intent=details", () => {
  test("saves nickname, username (lower-cased) and the notification switch", async () => {
    const { user, cookie } = await signedInUser();
    const response = await post(cookie, { intent: "details", nickname: " 새 닉네임 ", username: "New_Name_1", emailNotifications: "on" });
    expect(response.headers.get("Location")).toBe("/profile");
    await expect(response).toSendToast({ type: "success", key: "profile:toast.detailsSaved" });
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      nickname: "새 닉네임",
      username: "new_name_1",
      emailNotifications: true,
    });
    await post(cookie, { intent: "details", nickname: "새 닉네임", username: "new_name_1" });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).emailNotifications).toBe(false);
  });

  test.each([
    ["ab", "profile:validation.username.length"],
    ["a".repeat(21), "profile:validation.username.length"],
    ["팬클럽", "profile:validation.username.characters"],
    ["with space", "profile:validation.username.characters"],
    ["dash-name", "profile:validation.username.characters"],
  ])("username %j: %s", async (username, key) => {
    const { cookie } = await signedInUser();
    const response = await post(cookie, { intent: "details", nickname: "닉네임", username });
    expect(response.status).toBe(400);
    await expect(response).toHaveFieldErrors({ username: [key] });
  });

  test("another account's username is taken; one's own is kept", async () => {
    const { user, cookie } = await signedInUser();
    const other = await createUser();
    const taken = await post(cookie, { intent: "details", nickname: "닉네임", username: other.user.username });
    await expect(taken).toHaveFieldErrors({ username: ["profile:validation.username.taken"] });
    const own = await post(cookie, { intent: "details", nickname: "닉네임", username: user.username });
    expect(own.status).toBe(302);
  });
});

describe("intent=image", () => {
  test.each([
    ["PNG", PNG, "image/png"],
    ["JPEG", JPEG, "image/jpeg"],
    ["WebP", WEBP, "image/webp"],
  ])("a %s is stored and served with its type and a year of caching", async (_, bytes, type) => {
    const { user, cookie } = await signedInUser();
    const response = await upload(cookie, new File([bytes], "photo.bin", { type: "application/octet-stream" }));
    expect(response.headers.get("Location")).toBe("/profile");
    const { profileImage } = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(profileImage).toMatch(/^\/profile-images\/\w+$/);
    const served = await callRoute(imageLoader, profileImage!, { params: { imageId: profileImage!.split("/").pop() } });
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe(type);
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  test("the type comes from the bytes, not the name or the browser's claim", async () => {
    const { user, cookie } = await signedInUser();
    await upload(cookie, new File([PNG], "photo.jpg", { type: "image/jpeg" }));
    expect((await prisma.profileImage.findUniqueOrThrow({ where: { userId: user.id } })).contentType).toBe("image/png");

    for (const file of [
      new File(["<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"], "x.png", { type: "image/png" }),
      new File(["GIF89a......"], "x.gif", { type: "image/gif" }),
      new File(["<html></html>"], "x.webp", { type: "image/webp" }),
    ]) {
      const response = await upload(cookie, file);
      expect(response.status).toBe(400);
      await expect(response).toHaveFieldErrors({ image: ["profile:validation.image.type"] });
    }
  });

  test("no file, or an empty one, asks for a file", async () => {
    const { cookie } = await signedInUser();
    await expect(await upload(cookie, null)).toHaveFieldErrors({ image: ["profile:validation.image.required"] });
    await expect(await upload(cookie, new File([], "", { type: "application/octet-stream" }))).toHaveFieldErrors({
      image: ["profile:validation.image.required"],
    });
  });

  test.each([
    ["just over 2 MB", PROFILE_IMAGE_MAX_BYTES + 1],
    ["10 MB", 10 * 1024 * 1024],
  ])("%s is a 413 with a clear field error", async (_, size) => {
    const { user, cookie } = await signedInUser();
    const big = Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);
    const form = new FormData();
    form.set("intent", "image");
    form.set("image", new File([big], "big.png", { type: "image/png" }));
    const body = new Request("http://localhost/", { method: "POST", body: form });
    const bytes = new Uint8Array(await body.arrayBuffer());
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= bytes.length) return controller.close();
        const chunk = bytes.subarray(sent, sent + 64 * 1024);
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const request = new Request("http://localhost/profile", {
      method: "POST",
      body: stream,
      duplex: "half",
      headers: { Cookie: cookie, "Content-Type": body.headers.get("Content-Type")! },
    } as RequestInit);
    const response = await settle(action({ request, context: context(), params: {} }));
    expect(response.status).toBe(413);
    expect(fieldErrorsOf(await response.json())).toEqual({ image: ["profile:validation.image.tooLarge"] });
    // Reading stops once the bytes pass the limit (server.ts reads and drops the rest of a real upload).
    if (size > 2 * PROFILE_IMAGE_MAX_BYTES) expect(sent).toBeLessThan(bytes.length / 2);
    expect(await prisma.profileImage.count({ where: { userId: user.id } })).toBe(0);
  });

  test("intent=removeImage removes it, and its URL is gone", async () => {
    const { user, cookie } = await signedInUser();
    await upload(cookie, new File([PNG], "a.png"));
    const { profileImage } = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect((await post(cookie, { intent: "removeImage" })).status).toBe(302);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).profileImage).toBeNull();
    const served = await callRoute(imageLoader, "/", { params: { imageId: profileImage!.split("/").pop() } });
    expect(served.status).toBe(404);
  });
});

describe("intent=password", () => {
  test("needs the current password; then the new one works and other devices are signed out", async () => {
    const { user, password, cookie, session } = await signedInUser();
    const other = await sessionCookieFor(user.id);
    const wrong = await post(cookie, { intent: "password", currentPassword: "not-it", newPassword: "new-password-1", confirmPassword: "new-password-1" });
    expect(wrong.status).toBe(400);
    const body = await wrong.text();
    await expect(JSON.parse(body)).toHaveFieldErrors({ currentPassword: ["profile:validation.password.wrong"] });
    // No password is ever sent back.
    expect(body).not.toContain("new-password-1");
    expect(body).not.toContain("not-it");

    const mismatch = await post(cookie, { intent: "password", currentPassword: password, newPassword: "new-password-1", confirmPassword: "new-password-2" });
    await expect(mismatch).toHaveFieldErrors({ confirmPassword: ["profile:validation.password.mismatch"] });
    const short = await post(cookie, { intent: "password", currentPassword: password, newPassword: "short", confirmPassword: "short" });
    await expect(short).toHaveFieldErrors({ newPassword: ["validation.password.tooShort"] });

    const done = await post(cookie, { intent: "password", currentPassword: password, newPassword: "new-password-1", confirmPassword: "new-password-1" });
    expect(done.headers.get("Location")).toBe("/profile");
    expect((await checkPassword(user.email, "new-password-1")).status).toBe("ok");
    expect((await checkPassword(user.email, password)).status).toBe("invalid");
    expect((await prisma.session.findUniqueOrThrow({ where: { id: other.session.id } })).revokedReason).toBe("PASSWORD_CHANGED");
    expect((await prisma.session.findUniqueOrThrow({ where: { id: session.id } })).revokedAt).toBeNull();
  });
});

describe("devices", () => {
  test("signing out another device of one's own", async () => {
    const { user, cookie } = await signedInUser();
    const other = await sessionCookieFor(user.id);
    const response = await post(cookie, { intent: "signOutDevice", sessionId: other.session.id });
    await expect(response).toSendToast({ key: "profile:toast.deviceSignedOut" });
    expect((await prisma.session.findUniqueOrThrow({ where: { id: other.session.id } })).revokedReason).toBe("LOGOUT");
  });

  test("another account's session cannot be signed out from here", async () => {
    const { cookie } = await signedInUser();
    const stranger = await createUser();
    const theirs = await sessionCookieFor(stranger.user.id);
    const response = await post(cookie, { intent: "signOutDevice", sessionId: theirs.session.id });
    expect(response.status).toBe(404);
    expect((await prisma.session.findUniqueOrThrow({ where: { id: theirs.session.id } })).revokedAt).toBeNull();
  });

  test("signing out this device signs out here", async () => {
    const { cookie, session } = await signedInUser();
    const response = await post(cookie, { intent: "signOutDevice", sessionId: session.id });
    expect(response.headers.get("Location")).toBe("/");
    expect(parseSetCookie(response, "__session")?.attributes).toEqual(expect.arrayContaining(["max-age=0"]));
    expect((await prisma.session.findUniqueOrThrow({ where: { id: session.id } })).revokedReason).toBe("LOGOUT");
  });

  test("sign out everywhere ends every session, this one included", async () => {
    const { user, cookie } = await signedInUser();
    await sessionCookieFor(user.id);
    const response = await post(cookie, { intent: "signOutEverywhere" });
    expect(response.headers.get("Location")).toBe("/");
    expect(parseSetCookie(response, "__session")?.attributes).toEqual(expect.arrayContaining(["max-age=0"]));
    expect(await prisma.session.count({ where: { userId: user.id, revokedReason: "LOGOUT_ALL" } })).toBe(2);
  });
});

describe("intent=deleteAccount", () => {
  test("needs the e-mail typed out; then the account and its data are gone", async () => {
    const { user, cookie } = await signedInUser();
    await upload(cookie, new File([PNG], "a.png"));
    const song = await prisma.song.create({ data: { youtubeId: `del-${Date.now()}`, title: "노래", artist: "가수" } });
    await prisma.section.create({ data: { userId: user.id, songId: song.id, name: "후렴", startTime: 1, endTime: 5 } });
    await prisma.playerPlaylistSong.create({ data: { userId: user.id, songId: song.id, playOrder: 0 } });

    const wrong = await post(cookie, { intent: "deleteAccount", confirmation: "someone@else.com" });
    await expect(wrong).toHaveFieldErrors({ confirmation: ["profile:validation.delete.mismatch"] });
    expect(await prisma.user.count({ where: { id: user.id } })).toBe(1);

    const response = await post(cookie, { intent: "deleteAccount", confirmation: ` ${user.email.toUpperCase()} ` });
    expect(response.headers.get("Location")).toBe("/");
    await expect(response).toSendToast({ key: "profile:toast.accountDeleted" });
    expect(parseSetCookie(response, "__session")?.attributes).toEqual(expect.arrayContaining(["max-age=0"]));
    for (const count of [
      prisma.user.count({ where: { id: user.id } }),
      prisma.session.count({ where: { userId: user.id } }),
      prisma.section.count({ where: { userId: user.id } }),
      prisma.playerPlaylistSong.count({ where: { userId: user.id } }),
      prisma.profileImage.count({ where: { userId: user.id } }),
      prisma.password.count({ where: { userId: user.id } }),
    ]) {
      expect(await count).toBe(0);
    }
    expect(await prisma.song.count({ where: { id: song.id } })).toBe(1);
  });
});

describe("guards", () => {
  test("an unknown intent is a 400", async () => {
    const { cookie } = await signedInUser();
    expect((await post(cookie, { intent: "makeAdmin" })).status).toBe(400);
    expect((await post(cookie, {})).status).toBe(400);
  });

  test("a guest or a visitor cannot post", async () => {
    const guest = await sessionCookieFor(null);
    for (const cookie of [guest.cookie, ""]) {
      const response = await post(cookie, { intent: "signOutEverywhere" });
      expect(response).toHaveRedirect(/^\/(\?|$)/, { status: 302 });
    }
  });
});
