import { z } from "zod";
import { operation } from "@/lib/contract/operation";

/** The API's own description (docs/api.md, "Reference"): the OpenAPI 3.1 document. */
const OpenApiDocument = z
  .looseObject({
    openapi: z.string(),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  })
  .meta({
    id: "OpenApiDocument",
    description: "An OpenAPI 3.1 document; its parts are described by the OpenAPI specification.",
  });

export const openApiApi = {
  document: operation({
    method: "GET",
    path: "/openapi.json",
    tag: "Reference",
    summary: "The OpenAPI 3.1 document of this API",
    description: "What the reference page at /docs/api shows, for clients and code generators.",
    auth: "public",
    response: OpenApiDocument,
  }),
};
