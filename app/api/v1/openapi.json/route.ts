import { route } from "@/lib/http/route";
import { openApiApi } from "@/lib/openapi/contract";
import { openApiDocument } from "@/lib/openapi/document";

// The same for everyone and only new with a deploy: caches may keep it a few minutes.
export const GET = route(openApiApi.document, () =>
  Response.json(openApiDocument(), { headers: { "Cache-Control": "public, max-age=300" } }),
);
