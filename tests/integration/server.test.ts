// server.ts as a black box: the built app started as `npm start` starts it
// (run `npm run build` first; `npm test` does).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { newDatabaseDir, register, startServer, useRunningServer } from "./running-server";

describe("a running server", () => {
  const server = useRunningServer();

  test("GET /healthz answers 200 ok after asking the database", async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("ok");
  });

  test("an enforced CSP whose nonce is on every script, allowing only YouTube from outside", async () => {
    const response = await fetch(server.url);
    expect(response.headers.get("Content-Security-Policy-Report-Only")).toBeNull();
    const csp = response.headers.get("Content-Security-Policy")!;
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

    const directives = Object.fromEntries(
      csp.split(";").map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]),
    );
    expect(directives["default-src"]).toEqual(["'self'"]);
    expect(directives["object-src"]).toEqual(["'none'"]);
    expect(directives["frame-ancestors"]).toEqual(["'none'"]);
    expect(directives["frame-src"]).toEqual(["https://www.youtube.com", "https://www.youtube-nocookie.com"]);
    expect(directives["script-src"]).toEqual(["'self'", `'nonce-${nonce}'`, "https://www.youtube.com"]);
    // Profile pictures are copies the app serves itself: no provider image host is allowed.
    expect(directives["img-src"]).toEqual(["'self'", "data:", "https://i.ytimg.com", "https://img.youtube.com"]);
    // Social sign-in starts from plain links, so no form ever posts towards a provider.
    expect(directives["form-action"]).toEqual(["'self'"]);
    const external = csp.match(/https?:\/\/[^\s;]+/g)!;
    expect(new Set(external)).toEqual(
      new Set(["https://www.youtube.com", "https://www.youtube-nocookie.com", "https://i.ytimg.com", "https://img.youtube.com"]),
    );

    const second = (await fetch(server.url)).headers.get("Content-Security-Policy")!;
    expect(/'nonce-([^']+)'/.exec(second)![1]).not.toBe(nonce);
  });

  test("security headers: no sniffing, no framing, a referrer for YouTube, no HSTS over http", async () => {
    const response = await fetch(server.url);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("Strict-Transport-Security")).toBeNull();
    expect(response.headers.get("X-Powered-By")).toBeNull();
  });

  test("hashed build assets are cached for a year; a missing one is a 404", async () => {
    const html = await (await fetch(server.url)).text();
    const asset = /\/build\/[^"]+\.js/.exec(html)![0];
    const response = await fetch(server.url + asset);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect((await fetch(`${server.url}/build/nope-123.js`)).status).toBe(404);
  });

  test("translations: a versioned URL is immutable, another is revalidated", async () => {
    const html = await (await fetch(`${server.url}/?lng=en`)).text();
    const href = /id="i18n-resources"[^>]*href="([^"]+)"/.exec(html)![1]!;
    expect(href).toMatch(/^\/locales\/en\?v=[0-9a-f]{12}$/);
    const versioned = await fetch(server.url + href);
    expect(versioned.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect((await versioned.json()).common.brand).toBe("FanChant");
    expect((await fetch(`${server.url}/locales/en`)).headers.get("Cache-Control")).toBe("no-cache");
    expect((await fetch(`${server.url}/locales/fr`)).status).toBe(404);
  });

  test("a cross-site form post is refused", async () => {
    const response = await fetch(`${server.url}/auth/guest`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
  });

  test("an error page without the root's data keeps the visitor's language, in the header too", async () => {
    // A form post to a page that takes none: Remix answers 405 from the root's error boundary.
    const response = await fetch(`${server.url}/terms-of-service?lng=en`, {
      method: "POST",
      body: new URLSearchParams({ anything: "1" }),
    });
    expect(response.status).toBe(405);
    const html = await response.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toMatch(/aria-current="true" href="\/terms-of-service\?lng=en"/);
  });

  test("eleven failed sign-ins in a minute from one address: the eleventh is a 429", async () => {
    const english = (await fetch(`${server.url}/?lng=en`)).headers.get("Set-Cookie")!.split(";")[0]!;
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) {
      last = await fetch(`${server.url}/auth/login`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: english },
        body: new URLSearchParams({ email: "fan@example.com", password: `wrong-${i}` }),
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    expect(Number(last!.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(last!.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
    const html = await last!.text();
    expect(html).toContain("Too many attempts. Please try again in a minute.");
    expect(html).toContain('value="fan@example.com"');

    // Every auth post counts, the JSON API's included: a JSON 429 with Retry-After.
    for (const path of ["/api/auth/login", "/api/auth/force-login", "/api/auth/register", "/api/auth/oauth/google/callback", "/api/auth/logout"]) {
      const api = await fetch(`${server.url}${path}`, { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } });
      expect(api.status, path).toBe(429);
      expect(Number(api.headers.get("Retry-After")), path).toBeGreaterThan(0);
      expect(await api.json()).toEqual({
        error: { code: "RATE_LIMITED", message: "시도가 너무 많습니다. 1분 뒤에 다시 시도해 주세요." },
      });
    }

    // Reading pages is not an auth post and is not limited by it.
    expect((await fetch(server.url)).status).toBe(200);
  });
});

describe("accounts on a running server", () => {
  const server = useRunningServer();

  async function signedInCookie(email: string) {
    return (await register(server.url, email)).headers.get("Set-Cookie")!.split(";")[0]!;
  }

  function imageForm(bytes: Uint8Array<ArrayBuffer>) {
    const form = new FormData();
    form.set("intent", "image");
    form.set("image", new File([bytes], "photo.png", { type: "image/png" }));
    return form;
  }

  test("the mock sign-in provider and the fake YouTube endpoints do not exist unless MOCKS is on", async () => {
    for (const path of [
      "/mock-oauth/google/authorize?client_id=mock-google-client",
      "/mock-oauth/kakao/picture",
      "/mock-youtube/youtube/v3/search?part=snippet&q=bts&key=mock-youtube-api-key",
      "/mock-youtube/oembed?url=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3DabcdefghijK&format=json",
    ]) {
      expect((await fetch(`${server.url}${path}`)).status).toBe(404);
    }
  });

  test("an uploaded picture is served with its type, nosniff and a year of caching", async () => {
    const cookie = await signedInCookie("picture@example.com");
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    );
    const upload = await fetch(`${server.url}/profile`, { method: "POST", redirect: "manual", headers: { Cookie: cookie }, body: imageForm(png) });
    expect(upload.status).toBe(302);
    const page = await (await fetch(`${server.url}/profile`, { headers: { Cookie: cookie } })).text();
    const src = /src="(\/profile-images\/[^"]+)"/.exec(page)![1]!;
    const image = await fetch(`${server.url}${src}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/png");
    expect(image.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(image.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
  });

  test("a 12 MB upload gets the profile page with a clear error (413), not a reset connection", async () => {
    const cookie = await signedInCookie("big-upload@example.com");
    const response = await fetch(`${server.url}/profile?lng=en`, {
      method: "POST",
      headers: { Cookie: cookie },
      body: imageForm(new Uint8Array(12 * 1024 * 1024)),
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("The image must be 2 MB or smaller.");
  });

  // Last: it uses up this server's auth posts for the minute.
  test("'sign in here and sign out the other device' counts as an auth post", async () => {
    const email = "two-devices@example.com";
    await register(server.url, email);
    const asked = await fetch(`${server.url}/auth/login`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ email, password: "fanchant-test" }),
    });
    expect(asked.headers.get("Location")).toBe("/auth/other-device");
    const pending = asked.headers.getSetCookie().find((c) => c.startsWith("__pending_sign_in="))!.split(";")[0]!;
    // Use up this minute's auth posts.
    let status = 0;
    for (let i = 0; i < 20 && status !== 429; i++) {
      status = (await fetch(`${server.url}/auth/guest`, { method: "POST", redirect: "manual" })).status;
    }
    expect(status).toBe(429);
    const confirm = await fetch(`${server.url}/auth/other-device`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: pending },
      body: new URLSearchParams({ intent: "force" }),
    });
    expect(confirm.status).toBe(429);
    expect(Number(confirm.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await confirm.text()).toContain("시도가 너무 많습니다.");
  });
});

describe("start-up and shutdown", () => {
  test("an invalid environment stops start-up with a clear message", async () => {
    const dir = newDatabaseDir();
    await expect(startServer({ PORT: "not-a-port", APP_URL: "nope" }, dir)).rejects.toThrow(
      /Invalid environment:[\s\S]*PORT: [\s\S]*APP_URL: /,
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("the generated session secret is kept beside the database, so sessions survive a restart; SIGTERM closes cleanly", async () => {
    const dir = newDatabaseDir();
    const first = await startServer({}, dir);
    const registered = await register(first.url, "restart@example.com");
    expect(registered.status).toBe(302);
    const cookie = registered.headers.get("Set-Cookie")!.split(";")[0]!;
    expect(await first.stop()).toBe(0);
    expect(first.output()).toMatch(/SIGTERM: closing the server and the database[\s\S]*closed/);
    expect(fs.existsSync(path.join(dir, ".session-secret"))).toBe(true);

    const second = await startServer({}, dir);
    const profile = await fetch(`${second.url}/profile`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(profile.status).toBe(200);
    expect(await profile.text()).toContain("restart@example.com");
    expect(await second.stop()).toBe(0);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("the player loads YouTube's IFrame API, or with YOUTUBE_PLAYER=fake the local fake the server then serves", async () => {
    const fakePath = "/__fake/youtube/iframe_api.js";
    const dir = newDatabaseDir();
    const real = await startServer({}, dir);
    expect(await (await fetch(real.url)).text()).toContain('"youtubeIframeApiUrl":"https://www.youtube.com/iframe_api"');
    // Not served: like any unknown path it is sent home.
    expect((await fetch(real.url + fakePath, { redirect: "manual" })).status).toBe(302);
    await real.stop();

    const offline = await startServer({ YOUTUBE_PLAYER: "fake" }, dir);
    expect(await (await fetch(offline.url)).text()).toContain(`"youtubeIframeApiUrl":"${fakePath}"`);
    const script = await fetch(offline.url + fakePath);
    expect(script.status).toBe(200);
    expect(script.headers.get("Content-Type")).toMatch(/javascript/);
    expect(await script.text()).toContain("window.__fakeYouTube");
    await offline.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("with an https APP_URL the cookie is Secure and HSTS is sent", async () => {
    const dir = newDatabaseDir();
    const server = await startServer({ APP_URL: "https://fanchant.example" }, dir);
    const response = await register(server.url, "secure@example.com");
    expect(response.headers.get("Set-Cookie")).toMatch(/; Secure/);
    expect(response.headers.get("Strict-Transport-Security")).toMatch(/max-age=31536000/);
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
