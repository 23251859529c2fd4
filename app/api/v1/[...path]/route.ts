import { AppError } from "@/lib/errors/app-error";
import { errorResponse } from "@/lib/http/route";

// Unknown API paths answer in the contract's JSON shape instead of Next's HTML 404 page. Not an
// operation of the API (nothing to document), so not built with route(): no auth, no input.
async function notFound(): Promise<Response> {
  return errorResponse(new AppError("not_found", "Not found"));
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
