import * as z from "zod";
import { expect, test } from "vitest";
import "./zod-config";

test("zod runs jitless (no eval probe for the CSP to report)", () => {
  expect(z.config().jitless).toBe(true);
});
