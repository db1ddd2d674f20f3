/**
 * A form's handled failure (a wrong password, a field's error, a locked date): the page shows it, so the answer is
 * a 200 with the outcome in the action data, as a form re-rendered with its errors is elsewhere (issue 22). A 4xx
 * here would be logged by the browser as a console error ("Failed to load resource") for every `.data` request,
 * although nothing failed. Real missing pages stay 404 (thrown from loaders), and the JSON API (/api/…) keeps its
 * statuses. The loaders run again after the action, as after any 200: they read the same data, so nothing changes.
 */
import { data } from "react-router";

export function formError<T>(result: T, headers?: Headers) {
  return data(result, headers ? { headers } : undefined);
}

/**
 * A page form's fields. A body that is not a form (a broken multipart boundary, another type) was not sent by our
 * page: the answer is 400, the page's error view, never a server error.
 */
export async function formOf(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(null, { status: 400 });
  }
}
