import { Prisma } from "@prisma/client";
import { expect, test, vi } from "vitest";
import { apiRoute } from "./api.server";

const args = { request: new Request("http://localhost/api/section", { method: "POST" }), params: {}, context: {} as never };

test("a database too busy to start a transaction is a 503 with Retry-After, not a 500", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const busy = new Prisma.PrismaClientKnownRequestError("Transaction API error: Unable to start a transaction in the given time.", {
    code: "P2028",
    clientVersion: Prisma.prismaVersion.client,
  });
  const response = await apiRoute(() => {
    throw busy;
  })(args);
  expect(response.status).toBe(503);
  expect(response.headers.get("Retry-After")).toBe("1");
  expect(await response.json()).toEqual({ error: { code: "SERVICE_UNAVAILABLE", message: "서버가 잠시 바쁩니다. 잠시 후 다시 시도해 주세요." } });
  expect(warn).toHaveBeenCalledOnce();
});
