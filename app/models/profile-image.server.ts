// Profile pictures kept by the app (uploads, and a copy of the provider's
// picture at the first social sign-in), served from /profile-images/{id}.
// See docs/decisions/013-profile-images.md.
import { prisma } from "~/db/client.server";
import { getEnv } from "~/env.server";
import { PROFILE_IMAGE_MAX_BYTES, PROVIDER_REQUEST_TIMEOUT_MS } from "~/shared/constants";
import { sniffImageType, type ProfileImageType } from "~/utils/image-type.server";

function profileImagePath(imageId: string): string {
  return `/profile-images/${imageId}`;
}

/** Replaces the user's picture; each new picture gets a new id, so its URL can be cached for good. */
export async function saveProfileImage(userId: string, data: Uint8Array, contentType: ProfileImageType): Promise<string> {
  const [, image] = await prisma.$transaction([
    prisma.profileImage.deleteMany({ where: { userId } }),
    prisma.profileImage.create({ data: { userId, contentType, data: Buffer.from(data) }, select: { id: true } }),
  ]);
  const path = profileImagePath(image.id);
  await prisma.user.update({ where: { id: userId }, data: { profileImage: path } });
  return path;
}

export async function removeProfileImage(userId: string): Promise<void> {
  await prisma.$transaction([
    prisma.profileImage.deleteMany({ where: { userId } }),
    prisma.user.update({ where: { id: userId }, data: { profileImage: null } }),
  ]);
}

export function getProfileImage(imageId: string) {
  return prisma.profileImage.findUnique({ where: { id: imageId }, select: { contentType: true, data: true } });
}

/** The body, unless it is longer than `limit` bytes (then null, without reading the rest). */
async function readAtMost(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
}

/** Only the providers' https image hosts, or the mock provider on our own origin. */
function isFetchableImageUrl(url: URL): boolean {
  const env = getEnv();
  if (env.MOCKS && url.origin === new URL(env.APP_URL).origin) return true;
  return url.protocol === "https:";
}

/**
 * Keeps a copy of the provider's picture as the user's profile image. Best
 * effort: a picture that cannot be fetched, is too big or is not PNG, JPEG or
 * WebP leaves the account without one; the sign-in goes on.
 */
export async function copyRemoteProfileImage(userId: string, imageUrl: string): Promise<boolean> {
  try {
    const url = new URL(imageUrl);
    if (!isFetchableImageUrl(url)) return false;
    const response = await fetch(url, { redirect: "error", signal: AbortSignal.timeout(PROVIDER_REQUEST_TIMEOUT_MS) });
    const declared = Number(response.headers.get("Content-Length") ?? 0);
    if (!response.ok || !response.body || declared > PROFILE_IMAGE_MAX_BYTES) {
      await response.body?.cancel();
      return false;
    }
    const data = await readAtMost(response.body, PROFILE_IMAGE_MAX_BYTES);
    const type = data ? sniffImageType(data) : null;
    if (!data || !type) return false;
    await saveProfileImage(userId, data, type);
    return true;
  } catch (error) {
    console.warn(`profile image: could not copy ${imageUrl}`, error);
    return false;
  }
}
