// Issue 15's proof: two app processes on different ports against one
// PostgreSQL database behave as one site. Runs under `npm run test:pg`
// (TEST_POSTGRES_URL set; the build must exist); skipped on SQLite.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { prisma } from "~/db/client.server";
import { RATE_LIMIT_AUTH_PER_MIN_DEFAULT } from "~/shared/constants";
import { createUser, sessionCookieFor, signedInUser } from "./helpers";
import { startServer, type Running } from "./running-server";

describe.skipIf(!process.env.TEST_POSTGRES_URL)("two instances on one PostgreSQL database", { timeout: 120_000 }, () => {
  let a: Running;
  let b: Running;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fanchant-scale-"));
  let songId = 0;

  const start = () => startServer({ DATABASE_URL: process.env.DATABASE_URL!, SESSION_SECRET: process.env.SESSION_SECRET!, LOG_REQUESTS: "false" }, dir);

  beforeAll(async () => {
    [a, b] = await Promise.all([start(), start()]);
    songId = (await prisma.song.create({ data: { youtubeId: "scaleout001", title: "둘이서 하나", artist: "Invented Duo", duration: 200 } })).id;
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const json = (token: string | null, body?: unknown) => ({
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), "Content-Type": "application/json" },
    ...(body === undefined ? {} : { method: "POST", body: JSON.stringify(body) }),
  });

  test("a session made on one instance works on the other, and signing out on one ends it on both", async () => {
    const { user, password } = await createUser();
    const signIn = await fetch(`${a.url}/api/auth/login`, json(null, { email: user.email, password }));
    expect(signIn.status).toBe(200);
    const { token } = (await signIn.json()) as { token: string };
    const me = await fetch(`${b.url}/api/section/user`, json(token));
    expect(me.status).toBe(200);
    // A page with a signed session cookie: both instances share SESSION_SECRET (the test's own here).
    const { cookie } = await sessionCookieFor(user.id);
    const page = await fetch(`${b.url}/profile`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(user.nickname);
    expect((await fetch(`${b.url}/api/auth/logout`, json(token, {}))).status).toBe(204);
    expect((await fetch(`${a.url}/api/section/user`, json(token))).status).toBe(401);
  });

  test("a player playlist saved through one instance is read through the other", async () => {
    const { user, token } = await signedInUser();
    const playlist = [
      { youtubeId: "scaleout001", title: "둘이서 하나", artist: "Invented Duo" },
      { youtubeId: "scaleout002", title: "Second Stage", artist: "Invented Duo", duration: "3:10" },
    ];
    const saved = await fetch(`${a.url}/api/userplaylist`, json(token, { userId: user.id, playlist }));
    expect(saved.status).toBe(200);
    const read = await fetch(`${b.url}/api/userplaylist/${user.id}`, json(token));
    expect(read.status).toBe(200);
    expect(((await read.json()) as Array<{ youtubeId: string; playOrder: number }>).map((song) => [song.youtubeId, song.playOrder])).toEqual([
      ["scaleout001", 0],
      ["scaleout002", 1],
    ]);
  });

  test("counter writes from both instances at once sum exactly (practice count: 60 + 60 = 120)", async () => {
    const { token } = await signedInUser();
    const created = await fetch(`${a.url}/api/section`, json(token, { songId, name: "같이 세기", startTime: 10, endTime: 20 }));
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const practise = (server: Running) => fetch(`${server.url}/api/section/${id}/practice`, json(token, {}));
    const answers = await Promise.all(Array.from({ length: 120 }, (_, i) => practise(i % 2 ? a : b)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(120).fill(200));
    const counts = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { practiceCount: number }).practiceCount));
    // Each increment saw a different total: none was lost or applied twice.
    expect(new Set(counts).size).toBe(120);
    expect((await prisma.section.findUniqueOrThrow({ where: { id } })).practiceCount).toBe(120);
  });

  test("the sign-in limit counts attempts spread over both: the 11th failure from one address is 429", async () => {
    // The tests above signed in from this address too: start from a fresh window.
    await prisma.rateLimitCounter.deleteMany({});
    const fail = (server: Running, n: number) =>
      fetch(`${server.url}/api/auth/login`, json(null, { email: `nobody${n}@example.com`, password: "wrong-password" }));
    for (let n = 0; n < RATE_LIMIT_AUTH_PER_MIN_DEFAULT; n++) {
      expect((await fail(n % 2 ? a : b, n)).status).toBe(400);
    }
    const eleventh = await fail(a, 10);
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await fail(b, 11)).status).toBe(429);
  });

  test("an instance killed (SIGKILL) in the middle of writes loses no write it acknowledged", async () => {
    const { token } = await signedInUser();
    const victim = await start();
    const acknowledged: number[] = [];
    let stop = false;
    const writer = async (lane: number) => {
      for (let n = 0; !stop; n++) {
        try {
          const response = await fetch(
            `${victim.url}/api/section`,
            json(token, { songId, name: `쓰기 ${lane}-${n}`, startTime: 1 + (n % 100), endTime: 3 + (n % 100) }),
          );
          if (response.status === 201) acknowledged.push(((await response.json()) as { id: number }).id);
        } catch {
          return; // the connection died with the process: not acknowledged
        }
      }
    };
    const writers = Array.from({ length: 8 }, (_, lane) => writer(lane));
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 20));
    victim.child.kill("SIGKILL");
    await Promise.all(writers);
    stop = true;
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);
    // Read through the surviving instance: every acknowledged section is there.
    const listed = await fetch(`${a.url}/api/section/user`, json(token));
    const ids = new Set(((await listed.json()) as Array<{ id: number }>).map((section) => section.id));
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
    // And the survivors still serve writes.
    expect((await fetch(`${b.url}/api/section`, json(token, { songId, name: "살아남은", startTime: 1, endTime: 3 }))).status).toBe(201);
  });
});
