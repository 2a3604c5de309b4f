// Runs after `remix build` (npm's postbuild): writes a brotli (quality 11) and
// a gzip (level 9) copy beside each hashed asset in public/build, so the
// server sends those files instead of compressing on every request
// (server/precompressed-assets.ts). A copy that would not be
// smaller than the file is not written.
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const BUILD_DIR = path.resolve("public/build");
const COMPRESSIBLE = /\.(js|css|svg|json|map|txt)$/;

const ENCODINGS = {
  br: (data: Buffer) =>
    brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gz: (data: Buffer) => gzipSync(data, { level: constants.Z_BEST_COMPRESSION }),
};

function assets(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return assets(file);
    return COMPRESSIBLE.test(entry.name) ? [file] : [];
  });
}

let written = 0;
for (const file of assets(BUILD_DIR)) {
  const data = fs.readFileSync(file);
  const modified = fs.statSync(file).mtimeMs;
  for (const [extension, compress] of Object.entries(ENCODINGS)) {
    const target = `${file}.${extension}`;
    if (fs.existsSync(target) && fs.statSync(target).mtimeMs >= modified) continue;
    const compressed = compress(data);
    if (compressed.length < data.length) {
      fs.writeFileSync(target, compressed);
      written++;
    } else {
      fs.rmSync(target, { force: true });
    }
  }
}
console.log(`precompress-assets: ${written} compressed copies written in ${path.relative(process.cwd(), BUILD_DIR)}`);
