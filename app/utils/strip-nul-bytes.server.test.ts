import { Writable } from "node:stream";
import { createElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { StripNulBytes, withoutNulBytes } from "./strip-nul-bytes.server";

function streamToBuffer(element: React.ReactElement, through?: NodeJS.ReadWriteStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        chunks.push(Buffer.from(chunk));
        callback();
      },
    });
    sink.on("finish", () => resolve(Buffer.concat(chunks)));
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        if (through) {
          through.pipe(sink);
          pipe(through as unknown as Writable);
        } else {
          pipe(sink);
        }
      },
      onError: reject,
    });
  });
}

// Korean paragraphs long enough to cross React's 2 KB write buffer many times.
const page = createElement(
  "main",
  null,
  Array.from({ length: 60 }, (_, i) => createElement("p", { key: i }, `${i}번째 줄: 다 같이 응원법을 외쳐요! 하나 둘 셋!`)),
);

test("the streamed document equals the string render, with no NUL bytes", async () => {
  const streamed = await streamToBuffer(page, new StripNulBytes());
  expect(streamed.includes(0)).toBe(false);
  expect(streamed.toString("utf8")).toBe(renderToString(page));
});

test("withoutNulBytes removes only NUL bytes", () => {
  const input = Buffer.from([0x61, 0, 0xec, 0x9d, 0xb4, 0, 0, 0x62]);
  expect([...withoutNulBytes(input)]).toEqual([0x61, 0xec, 0x9d, 0xb4, 0x62]);
  const clean = Buffer.from("응원법");
  expect(withoutNulBytes(clean)).toBe(clean);
});

test("what is written in one turn of the event loop comes out as one chunk, in order", async () => {
  const stream = new StripNulBytes();
  const out: string[] = [];
  stream.on("data", (chunk: Buffer) => out.push(chunk.toString("utf8")));
  const ended = new Promise((resolve) => stream.on("end", resolve));
  stream.write(Buffer.from("<html>"));
  stream.write(Buffer.from([0x61, 0, 0x62]));
  stream.write(Buffer.from("</html>"));
  await new Promise((resolve) => setImmediate(resolve));
  stream.write(Buffer.from("<!-- later -->"));
  stream.end();
  await ended;
  expect(out).toEqual(["<html>ab</html>", "<!-- later -->"]);
});
