// The browser's calls to the section API (docs/api.md "Sections"), checked
// against the shared response schema. Signed-in accounts only: guests never
// call it (their sections stay in the browser).
import {
  SectionPracticeSchema,
  ServerSectionSchema,
  type CreateSectionBody,
  type SectionPractice,
  type ServerSection,
  type UpdateSectionBody,
} from "~/schemas/section";
import type { PracticeLoopInput } from "~/schemas/practice";
import { apiFetch } from "~/utils/api-client";

export interface SectionServerApi {
  listMine(): Promise<ServerSection[]>;
  create(body: CreateSectionBody): Promise<ServerSection>;
  update(serverId: number, body: UpdateSectionBody): Promise<ServerSection>;
  remove(serverId: number): Promise<void>;
  /** One more loop; with a recall drill's result when the loop was a drill (issue 28). */
  practice(serverId: number, loop?: PracticeLoopInput): Promise<SectionPractice>;
}

export const sectionApi: SectionServerApi = {
  async listMine() {
    return apiFetch("/section/user", { answer: ServerSectionSchema.array() });
  },
  async create(body) {
    return apiFetch("/section", { body, answer: ServerSectionSchema });
  },
  async update(serverId, body) {
    return apiFetch(`/section/${serverId}`, { method: "PUT", body, answer: ServerSectionSchema });
  },
  async remove(serverId) {
    await apiFetch(`/section/${serverId}`, { method: "DELETE" });
  },
  practice(serverId, loop = {}) {
    return apiFetch(`/section/${serverId}/practice`, { method: "POST", body: loop, answer: SectionPracticeSchema });
  },
};
