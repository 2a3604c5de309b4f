// The browser's call that moves a guest's practice records into the account
// (docs/api.md "Practice progress", decision 137): one POST, merged on the
// server in one transaction.
import * as z from "zod";
import type { GuestProgressRecord } from "~/schemas/practice";
import { apiFetch } from "~/utils/api-client";

export interface ProgressServerApi {
  merge(records: GuestProgressRecord[]): Promise<{ merged: number }>;
}

export const progressApi: ProgressServerApi = {
  merge(records) {
    return apiFetch("/practice/progress", { body: { records }, answer: z.object({ merged: z.int() }) });
  },
};
