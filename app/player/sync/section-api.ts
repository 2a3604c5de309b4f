// The browser's calls to the section API (docs/api.md "Sections"), checked
// against the shared response schema. Signed-in accounts only: guests never
// call it (their sections stay in the browser).
import {
  ServerSectionSchema,
  type CreateSectionBody,
  type ServerSection,
  type UpdateSectionBody,
} from "~/schemas/section";
import { apiFetch } from "~/utils/api-client";

export interface SectionServerApi {
  listMine(): Promise<ServerSection[]>;
  create(body: CreateSectionBody): Promise<ServerSection>;
  update(serverId: number, body: UpdateSectionBody): Promise<ServerSection>;
  remove(serverId: number): Promise<void>;
  practice(serverId: number): Promise<{ id: number; practiceCount: number }>;
}

export const sectionApi: SectionServerApi = {
  async listMine() {
    return ServerSectionSchema.array().parse(await apiFetch<unknown>("/section/user"));
  },
  async create(body) {
    return ServerSectionSchema.parse(await apiFetch<unknown>("/section", { body }));
  },
  async update(serverId, body) {
    return ServerSectionSchema.parse(await apiFetch<unknown>(`/section/${serverId}`, { method: "PUT", body }));
  },
  async remove(serverId) {
    await apiFetch<null>(`/section/${serverId}`, { method: "DELETE" });
  },
  practice(serverId) {
    return apiFetch<{ id: number; practiceCount: number }>(`/section/${serverId}/practice`, { method: "POST" });
  },
};
