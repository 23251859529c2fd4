import { AppError } from "@/lib/http/errors";
import { route } from "@/lib/http/route";

// Unknown API paths answer in the contract's JSON shape instead of Next's HTML 404 page.
const notFound = route({ auth: "public" }, () => {
  throw new AppError("not_found", "Not found");
});

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
