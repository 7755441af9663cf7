import { apiGet, apiPost, unwrap } from '../../../lib/api-client';

type Params = Record<string, string | number | boolean | null | undefined>;

/** Console reads are always fresh: staff act on what is there now. */
export const adminGet = async <T>(path: string, params?: Params): Promise<T> =>
  unwrap(await apiGet<T>(path, params, { fresh: true }));

/** Console writes send JSON (lists and nested values); a refusal raises with its Chinese message. */
export const adminPost = async <T>(path: string, json: unknown): Promise<T> => unwrap(await apiPost<T>(path, { json }));

/** One uploaded file as multipart/form-data. */
export const adminUpload = async <T>(path: string, file: File, query?: Params): Promise<T> => {
  const form = new FormData();
  form.append('file', file);
  return unwrap(await apiPost<T>(path, { multipart: form, query }));
};
