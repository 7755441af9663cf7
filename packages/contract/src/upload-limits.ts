/** Upload limits and their one message each (kept free of zod: the web checks a file before sending it). */

/** Banners and inspection photos. */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE_MESSAGE = `图片不能超过 ${IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024} MB`;

/** Member avatars (quality.md). */
export const AVATAR_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TOO_LARGE_MESSAGE = `头像图片不能超过 ${AVATAR_UPLOAD_MAX_BYTES / 1024 / 1024} MB`;
