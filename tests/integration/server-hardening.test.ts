// Issue 8's probes against the built server: the sign-in limit under every
// spelling of a path, redirect payloads, body sizes and kept-alive
// connections, registrations at once, headers, odd request targets, fuzzed
// bodies on every /api write, and SESSION_SECRET in production.
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import { describe, expect, test } from "vitest";
import { newDatabaseDir, startServer, useRunningServer } from "./running-server";

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  localPort: number | undefined;
}

/** One request exactly as given: the path goes out as written (fetch would normalise it). */
function raw(
  url: string,
  { method = "GET", path, headers = {}, body, agent }: { method?: string; path: string; headers?: Record<string, string>; body?: string; agent?: http.Agent },
): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { "Content-Length": String(Buffer.byteLength(body)) };
    const request = http.request({ host: hostname, port, method, path, headers: { ...length, ...headers }, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          text: Buffer.concat(chunks).toString("utf8"),
          localPort: request.socket?.localPort,
        }),
      );
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** Resident memory of a process, in MiB (Linux). */
function residentMiB(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB$/m)!;
  return Number(line[1]) / 1024;
}

/**
 * One kept-alive connection spoken to by hand (HTTP/1.1 over a socket), so
 * that no client library decides when to send, stop or reconnect.
 */
class Connection {
  private buffer = Buffer.alloc(0);
  private waiting: (() => void) | null = null;

  private constructor(private readonly socket: net.Socket, readonly host: string) {
    socket.on("data", (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.waiting?.();
    });
  }

  static open(url: string): Promise<Connection> {
    const { hostname, port, host } = new URL(url);
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () => resolve(new Connection(socket, host)));
      socket.once("error", reject);
    });
  }

  /** Writes, waiting while the socket's buffer is full. */
  async write(data: string | Buffer): Promise<void> {
    if (!this.socket.write(data)) await new Promise((resolve) => this.socket.once("drain", resolve));
  }

  /** The next whole response on the connection (Content-Length or chunked). */
  async response(): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    for (;;) {
      const end = this.buffer.indexOf("\r\n\r\n");
      if (end >= 0) {
        const [statusLine, ...lines] = this.buffer.subarray(0, end).toString("latin1").split("\r\n");
        const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
        const rest = this.buffer.subarray(end + 4);
        let body: Buffer | null = null;
        let consumed = 0;
        if (headers["content-length"] !== undefined) {
          consumed = Number(headers["content-length"]);
          if (rest.length >= consumed) body = rest.subarray(0, consumed);
        } else if (headers["transfer-encoding"] === "chunked") {
          const chunks: Buffer[] = [];
          for (let at = 0; ; ) {
            const lineEnd = rest.indexOf("\r\n", at);
            if (lineEnd < 0) break;
            const size = parseInt(rest.subarray(at, lineEnd).toString("latin1"), 16);
            if (rest.length < lineEnd + 2 + size + 2) break;
            if (size === 0) {
              body = Buffer.concat(chunks);
              consumed = lineEnd + 4;
              break;
            }
            chunks.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
            at = lineEnd + 2 + size + 2;
          }
        }
        if (body) {
          this.buffer = rest.subarray(consumed);
          return { status: Number(statusLine!.split(" ")[1]), headers, body: body.toString("utf8") };
        }
      }
      await new Promise<void>((resolve, reject) => {
        this.waiting = resolve;
        this.socket.once("close", () => reject(new Error(`connection closed: ${this.buffer.toString("latin1").slice(0, 200)}`)));
      });
    }
  }

  /** GET /healthz on this connection: the proof that it still serves requests. */
  async healthz() {
    await this.write(`GET /healthz HTTP/1.1\r\nHost: ${this.host}\r\n\r\n`);
    return this.response();
  }

  close() {
    this.socket.destroy();
  }
}

async function englishCookie(url: string) {
  return (await fetch(`${url}/?lng=en`)).headers.get("Set-Cookie")!.split(";")[0]!;
}

async function registerApi(url: string, email: string) {
  return fetch(`${url}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: "fanchant-test", nickname: "하드닝", agreeTerms: true }),
  });
}

describe("the sign-in limit", () => {
  const server = useRunningServer();

  test("every spelling of a sign-in path, with every method that runs an action, counts towards one limit", async () => {
    const form = "email=fan%40example.com&password=wrong-password";
    const formHeaders = { "Content-Type": "application/x-www-form-urlencoded" };
    const jsonHeaders = { "Content-Type": "application/json" };
    // The router decodes each segment, ignores case and trailing slashes; the URL parser resolves dot segments and backslashes.
    const spellings: Array<{ path: string; headers?: Record<string, string>; json?: boolean }> = [
      { path: "/auth/login" },
      { path: "/AUTH/LOGIN" },
      { path: "/Auth/Login/" },
      { path: "/auth/%6cogin" },
      { path: "/auth/%6Cogin" },
      { path: "/%61uth/login" },
      { path: "/auth/./login" },
      { path: "/auth/%2e/login" },
      { path: "/x/../auth/login" },
      { path: "/auth\\login" },
      { path: "/admin/%6cogin" },
      { path: "/ADMIN/login" },
      { path: "/auth/%67uest" },
      { path: "/auth/%72egister" },
      { path: "/api/%61uth/login", json: true },
      { path: "/%61pi/auth/login", json: true },
      { path: "/API/AUTH/LOGIN", json: true },
      { path: "/api/auth/force%2Dlogin", json: true },
      { path: "/api/auth/check-existing-sessions/", json: true },
      // Remix builds its URL from the Host header too: this reaches /auth/login.
      { path: "/login", headers: { Host: "fanchant.example/auth" } },
    ];
    const send = (spelling: (typeof spellings)[number], method = "POST") =>
      raw(server.url, {
        method,
        path: spelling.path,
        headers: { ...(spelling.json ? jsonHeaders : formHeaders), ...spelling.headers },
        body: spelling.json ? JSON.stringify({ email: "fan@example.com", password: "wrong-password" }) : form,
      });

    // The first ten posts, each spelt differently, reach the sign-in code...
    for (const spelling of spellings.slice(0, 10)) {
      expect((await send(spelling)).status, spelling.path).not.toBe(429);
    }
    // ...then no spelling and no method gets through.
    for (const spelling of spellings) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        const answer = await send(spelling, method);
        expect(answer.status, `${method} ${spelling.path}`).toBe(429);
        expect(Number(answer.headers["retry-after"]), `${method} ${spelling.path}`).toBeGreaterThan(0);
        if (spelling.json) expect(JSON.parse(answer.text).error.code).toBe("RATE_LIMITED");
      }
    }
    // Pages are not sign-in posts.
    expect((await raw(server.url, { path: "/" })).status).toBe(200);
  });
});

describe("a running server, probed (issue 8)", () => {
  const server = useRunningServer({ RATE_LIMIT_AUTH_PER_MIN: "100000", RATE_LIMIT_PER_MIN: "100000" });

  test("redirect payloads after sign-in and registration go home; control characters are not a 500", async () => {
    const payloads = ["/\t/evil.example/x", "/\n/evil.example", "/\r", "/\u000b", "/..//evil.example", "https://evil.example"];
    for (const [index, redirectTo] of payloads.entries()) {
      const email = `redirect-${index}@example.com`;
      const registered = await fetch(`${server.url}/auth/register`, {
        method: "POST",
        redirect: "manual",
        body: new URLSearchParams({ email, password: "fanchant-test", nickname: "리다이렉트", agreeTerms: "on", redirectTo }),
      });
      expect(registered.status, JSON.stringify(redirectTo)).toBe(302);
      expect(registered.headers.get("Location"), JSON.stringify(redirectTo)).toBe("/");
      const cookie = registered.headers.get("Set-Cookie")!.split(";")[0]!;
      const signedIn = await fetch(`${server.url}/auth/login`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie },
        body: new URLSearchParams({ email, password: "fanchant-test", redirectTo }),
      });
      expect(signedIn.status, JSON.stringify(redirectTo)).toBe(302);
      expect(signedIn.headers.get("Location"), JSON.stringify(redirectTo)).toBe("/");
    }
  });

  test("a 50 MB and a 200 MB form post: 413 in the page's language before the body is read, memory flat, the connection reused", async () => {
    const cookie = await englishCookie(server.url);
    const mebibyte = Buffer.alloc(1024 * 1024, "a");
    const before = residentMiB(server.pid);
    const connection = await Connection.open(server.url);
    for (const megabytes of [50, 200]) {
      await connection.write(
        `POST /auth/login HTTP/1.1\r\nHost: ${connection.host}\r\nCookie: ${cookie}\r\n` +
          `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${megabytes * 1024 * 1024}\r\n\r\n`,
      );
      // Only the first mebibyte goes out before the answer is awaited: it must not wait for the rest.
      await connection.write(mebibyte);
      const refused = await connection.response();
      expect(refused.status).toBe(413);
      expect(refused.body).toContain("The request is too large");
      // The client sends the rest anyway, as browsers do: it is read and dropped.
      for (let sent = 1; sent < megabytes; sent++) await connection.write(mebibyte);
      expect((await connection.healthz()).status).toBe(200);
    }
    connection.close();
    expect(residentMiB(server.pid) - before).toBeLessThan(64);
  });

  test("a JSON body over the limit, chunked or not, is the documented JSON 413, and the connection serves the next request", async () => {
    const { token } = (await (await registerApi(server.url, "big-json@example.com")).json()) as { token: string };
    const body = Buffer.from(JSON.stringify({ songId: 1, name: "x".repeat(5 * 1024 * 1024), startTime: 1, endTime: 5 }));
    const connection = await Connection.open(server.url);
    for (const chunked of [false, true]) {
      const head = `POST /api/section HTTP/1.1\r\nHost: ${connection.host}\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\n`;
      if (chunked) {
        await connection.write(`${head}Transfer-Encoding: chunked\r\n\r\n`);
        for (let offset = 0; offset < body.length; offset += 64 * 1024) {
          const chunk = body.subarray(offset, offset + 64 * 1024);
          await connection.write(Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]));
        }
        await connection.write("0\r\n\r\n");
      } else {
        await connection.write(`${head}Content-Length: ${body.length}\r\n\r\n`);
        await connection.write(body);
      }
      const answer = await connection.response();
      expect(answer.status, `chunked: ${chunked}`).toBe(413);
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toEqual({ error: { code: "PAYLOAD_TOO_LARGE", message: "요청이 너무 큽니다." } });
      expect((await connection.healthz()).status).toBe(200);
    }
    connection.close();
  });

  test("an answer that never reads the body (401 before it) leaves the kept-alive connection usable", async () => {
    const connection = await Connection.open(server.url);
    for (const size of [1024, 1024 * 1024]) {
      await connection.write(
        `POST /api/section HTTP/1.1\r\nHost: ${connection.host}\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
      );
      await connection.write(Buffer.alloc(size, " "));
      expect((await connection.response()).status).toBe(401);
      expect((await connection.healthz()).status).toBe(200);
    }
    connection.close();
  });

  test("two registrations of one e-mail at once: one account, the other the usual 409", async () => {
    const answers = await Promise.all([1, 2].map(() => registerApi(server.url, "twice-at-once@example.com")));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("CONFLICT");
  });

  test("pages, API answers and static files carry the security headers; pages and API answers are private", async () => {
    const { token } = (await (await registerApi(server.url, "headers@example.com")).json()) as { token: string };
    const page = await fetch(server.url);
    const api = await fetch(`${server.url}/api/song`, { headers: { Authorization: `Bearer ${token}` } });
    const apiError = await fetch(`${server.url}/api/song`);
    const staticFile = await fetch(`${server.url}/favicon.svg`);
    const asset = await fetch(server.url + /\/build\/[^"]+\.js/.exec(await page.clone().text())![0]);
    expect(page.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(api.headers.get("Cache-Control")).toBe("private, no-store");
    expect(apiError.headers.get("Cache-Control")).toBe("private, no-store");
    // What is the same for everyone keeps its own caching.
    expect(staticFile.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(asset.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    for (const [what, response] of Object.entries({ page, api, apiError, staticFile, asset })) {
      expect(response.headers.get("X-Content-Type-Options"), what).toBe("nosniff");
      expect(response.headers.get("X-Frame-Options"), what).toBe("DENY");
      expect(response.headers.get("Content-Security-Policy"), what).toMatch(/default-src 'self'/);
      expect(response.headers.get("Referrer-Policy"), what).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("Permissions-Policy"), what).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
    }
  });

  test("the cross-site check compares whole origins: the same host under another scheme is foreign", async () => {
    const { host } = new URL(server.url);
    const post = (origin: string) =>
      fetch(`${server.url}/auth/guest`, { method: "POST", redirect: "manual", headers: { Origin: origin } });
    expect((await post(`https://${host}`)).status).toBe(403);
    expect((await post("null")).status).toBe(403);
    expect((await post(server.url)).status).toBe(302);
    const api = await fetch(`${server.url}/api/auth/login`, { method: "POST", headers: { Origin: `https://${host}` } });
    expect(api.status).toBe(403);
    expect(((await api.json()) as { error: { code: string } }).error.code).toBe("FORBIDDEN");
  });

  test("a request target that is not valid percent-encoding: JSON 400 under /api, however /api is spelt; text elsewhere", async () => {
    for (const path of ["/api/%E0%A4%A", "/api/song/%zz", "/API/section/%", "/%61pi/%zz"]) {
      const answer = await raw(server.url, { path });
      expect(answer.status, path).toBe(400);
      expect(answer.headers["content-type"], path).toMatch(/^application\/json/);
      expect(JSON.parse(answer.text).error.code, path).toBe("BAD_REQUEST");
    }
    const page = await raw(server.url, { path: "/%zz" });
    expect(page.status).toBe(400);
    expect(page.headers["content-type"]).toMatch(/^text\/plain/);
  });

  test("robots.txt keeps crawlers out of private areas; favicon.ico is an icon", async () => {
    const robots = await fetch(`${server.url}/robots.txt`, { redirect: "manual" });
    expect(robots.status).toBe(200);
    expect(robots.headers.get("Content-Type")).toMatch(/^text\/plain/);
    const rules = await robots.text();
    expect(rules).toMatch(/^User-agent: \*$/m);
    expect(rules).toMatch(/^Allow: \/shared\/$/m);
    for (const area of ["/admin", "/profile", "/playlists", "/bookmarks", "/practice", "/search", "/api", "/auth"]) {
      expect(rules).toMatch(new RegExp(`^Disallow: ${area}$`, "m"));
    }
    // The sitemap by its absolute URL on the configured origin (APP_URL; by default this server's own).
    expect(rules).toContain(`\nSitemap: ${server.url}/sitemap.xml\n`);
    expect(robots.headers.get("Cache-Control")).toBe("public, max-age=3600");
    const icon = await fetch(`${server.url}/favicon.ico`, { redirect: "manual" });
    expect(icon.status).toBe(200);
    expect(icon.headers.get("Content-Type")).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    expect(Buffer.from(await icon.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  });

  test("fuzzed bodies on every /api write: never a 5xx, every error in the JSON error shape", { timeout: 180_000 }, async () => {
    const { token, user } = (await (await registerApi(server.url, "fuzz@example.com")).json()) as { token: string; user: { id: string } };
    const auth = { Authorization: `Bearer ${token}` };
    const created = (await (
      await fetch(`${server.url}/api/section`, {
        method: "POST",
        headers: { ...auth, "Content-Type": "application/json" },
        body: JSON.stringify({ songId: 1, name: "퍼즈", startTime: 1, endTime: 5 }),
      })
    ).json()) as { id: number };
    const song = { youtubeId: "fuzzfuzz001", title: "Fuzz", artist: "Fuzzers", thumbnailUrl: null, duration: "3:00" };
    const section = { songId: 1, type: 2, name: "퍼즈", startTime: 1, endTime: 5, lyrics: "가사", pronunciation: "gasa", description: "d", lineNumber: 1, isPublic: false };
    const writes: Array<{ method: string; path: string; body: Record<string, unknown>; signedIn?: boolean }> = [
      { method: "POST", path: "/api/auth/login", body: { email: "fuzz@example.com", password: "fanchant-test" } },
      { method: "POST", path: "/api/auth/force-login", body: { email: "fuzz@example.com", password: "wrong-password", pendingSignIn: "x" } },
      { method: "POST", path: "/api/auth/register", body: { email: "fuzz2@example.com", password: "fanchant-test", nickname: "퍼즈", agreeTerms: true } },
      { method: "POST", path: "/api/auth/check-existing-sessions", body: { email: "fuzz@example.com" } },
      { method: "POST", path: "/api/auth/logout", body: {} },
      { method: "POST", path: "/api/auth/logout-all", body: {} },
      { method: "POST", path: "/api/auth/oauth/callback", body: { provider: "google", accessToken: "token", force: true } },
      { method: "POST", path: "/api/auth/oauth/google/callback", body: { code: "code", state: "state", force: false } },
      { method: "POST", path: "/api/userplaylist", body: { userId: user.id, playlist: [{ ...song, playOrder: 0 }] }, signedIn: true },
      { method: "DELETE", path: `/api/userplaylist/${user.id}`, body: {}, signedIn: true },
      { method: "POST", path: "/api/song", body: song, signedIn: true },
      { method: "POST", path: "/api/song/1/play", body: {}, signedIn: true },
      { method: "POST", path: "/api/section", body: section, signedIn: true },
      { method: "PUT", path: `/api/section/${created.id}`, body: section, signedIn: true },
      { method: "POST", path: `/api/section/${created.id}/practice`, body: {}, signedIn: true },
      { method: "DELETE", path: `/api/section/${created.id}`, body: {}, signedIn: true },
    ];
    const oddValues: unknown[] = ["\ud800", "a\udc00b", "a\u0000b", "\u0007\u001b[2J", "\u202e\u0301", 12345, -1.5e308, true, null, [], { nested: "\ud800" }, "x".repeat(70_000)];
    const oddBodies = ["{", "[1,2]", "null", '"text"', '{"name":"\\ud800"}', "\u0000"];
    const problems: string[] = [];
    const check = async (write: (typeof writes)[number], body: string, what: string) => {
      const response = await fetch(server.url + write.path, {
        method: write.method,
        headers: { "Content-Type": "application/json", ...(write.signedIn ? auth : {}) },
        body,
      });
      const text = await response.text();
      if (response.status >= 500) problems.push(`${write.method} ${write.path} ${what}: ${response.status} ${text.slice(0, 200)}`);
      if (response.status >= 400) {
        let code: unknown;
        try {
          code = (JSON.parse(text) as { error?: { code?: unknown } }).error?.code;
        } catch {
          code = undefined;
        }
        if (typeof code !== "string") problems.push(`${write.method} ${write.path} ${what}: ${response.status} is not the JSON error shape`);
      }
    };
    for (const write of writes) {
      for (const body of oddBodies) await check(write, body, `body ${JSON.stringify(body)}`);
      for (const field of Object.keys(write.body)) {
        for (const value of oddValues) {
          await check(write, JSON.stringify({ ...write.body, [field]: value }), `${field}=${JSON.stringify(value).slice(0, 20)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("SESSION_SECRET in production", () => {
  test("required, with a message saying how; npm start's explicit choice generates one beside the database", async () => {
    const dir = newDatabaseDir();
    await expect(startServer({ NODE_ENV: "production" }, dir)).rejects.toThrow(
      /SESSION_SECRET: required when NODE_ENV is production[\s\S]*GENERATE_SESSION_SECRET=true/,
    );
    const generated = await startServer({ NODE_ENV: "production", GENERATE_SESSION_SECRET: "true" }, dir);
    expect((await fetch(`${generated.url}/healthz`)).status).toBe(200);
    expect(fs.existsSync(`${dir}/.session-secret`)).toBe(true);
    await generated.stop();
    const given = await startServer({ NODE_ENV: "production", SESSION_SECRET: "a-production-secret-of-32-characters-or-more" }, dir);
    expect((await fetch(`${given.url}/healthz`)).status).toBe(200);
    await given.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
