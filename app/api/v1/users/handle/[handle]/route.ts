import { route } from "@/lib/http/route";
import { profilesApi } from "@/lib/profiles/contract";
import { getByHandle } from "@/lib/profiles/service";

// Next hands route handlers their segments decoded already: decoding again made `%25` a 500.
// ?public=true is the shareable profile and needs no sign-in; otherwise the member view.
export const GET = route(profilesApi.byHandle, ({ actor, params, query }) =>
  getByHandle(actor, params.handle, query.public === "true" || query.public === "1", query.radius_km),
);
