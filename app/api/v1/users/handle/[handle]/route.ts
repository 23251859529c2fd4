import { z } from "zod";
import { route } from "@/lib/http/route";
import { getByHandle } from "@/lib/profiles/service";

const HandleParams = z.object({ handle: z.string().min(1).max(64) });
const ViewQuery = z.object({ public: z.enum(["true", "false", "1", "0"]).optional() });

// Next hands route handlers their segments decoded already: decoding again made `%25` a 500.
// ?public=true is the shareable profile and needs no sign-in; otherwise the member view.
export const GET = route({ auth: "optional", params: HandleParams, query: ViewQuery }, ({ actor, params, query }) =>
  getByHandle(actor, params.handle, query.public === "true" || query.public === "1"),
);
