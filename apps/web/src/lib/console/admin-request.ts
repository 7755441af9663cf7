import { type Params, postData } from '../api-client';

/** Console writes send JSON (lists and nested values); a refusal raises with its Chinese message. */
export const adminPost = <T>(path: string, json: unknown): Promise<T> => postData<T>(path, { json });

/** One uploaded file as multipart/form-data. */
export const adminUpload = <T>(path: string, file: File, query?: Params): Promise<T> => {
  const form = new FormData();
  form.append('file', file);
  return postData<T>(path, { multipart: form, query });
};
