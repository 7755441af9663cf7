/** One uploaded file as multipart/form-data: an upload route's `upload` argument of `callRoute`. */
export const fileForm = (file: File): FormData => {
  const form = new FormData();
  form.append('file', file);
  return form;
};
