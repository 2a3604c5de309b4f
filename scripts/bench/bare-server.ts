// The comparison for the throughput benchmarks: a bare node:http server that
// sends, for each path, the status, headers and body bytes the app sent for
// it (read from the JSON file named by the first argument). Nothing else runs
// per request, so app/bare is the share of a core the app's own work leaves.
import fs from "node:fs";
import http from "node:http";

interface Recorded {
  status: number;
  headers: Record<string, string | string[]>;
  body: string; // base64
}

const [file, port] = process.argv.slice(2);
const recorded = JSON.parse(fs.readFileSync(file!, "utf8")) as Record<string, Recorded>;
const answers = new Map(
  Object.entries(recorded).map(([pathname, answer]) => [
    pathname,
    { ...answer, body: Buffer.from(answer.body, "base64") },
  ]),
);

http
  .createServer((req, res) => {
    const answer = answers.get(req.url ?? "");
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  })
  .listen(Number(port), "127.0.0.1", () => process.send?.("listening"));
