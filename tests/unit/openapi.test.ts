import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { GET as getOpenApiDocument } from "@/app/api/v1/openapi.json/route";
import { operation } from "@/lib/contract/operation";
import { IdParams } from "@/lib/contract/params";
import { pageQuery } from "@/lib/contract/pagination";
import { buildDocument, openApiDocument, type OpenApiDocument } from "@/lib/openapi/document";
import { API_OPERATIONS } from "@/lib/openapi/operations";
import { call } from "../helpers/http";

// The OpenAPI document is valid OpenAPI 3.1, names each operation once, and every $ref in it
// points at something (docs/decisions/014-contracts-and-openapi.md).

async function expectValidOpenApi(document: OpenApiDocument) {
  const result = await new Validator().validate(document as unknown as Record<string, unknown>);
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);
}

function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((inner) => refsIn(inner, found));
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (key === "$ref" && typeof inner === "string") found.push(inner);
      else refsIn(inner, found);
    }
  }
  return found;
}

function pointAt(document: unknown, ref: string): unknown {
  if (!ref.startsWith("#/")) return undefined;
  return ref
    .slice(2)
    .split("/")
    .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"))
    .reduce<unknown>(
      (node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined),
      document,
    );
}

function operationsOf(document: OpenApiDocument) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method, op })),
  );
}

describe("the OpenAPI document", () => {
  const document = openApiDocument();

  it("validates as OpenAPI 3.1", async () => {
    expect(document.openapi).toBe("3.1.0");
    await expectValidOpenApi(document);
  });

  it("documents every listed operation once, each with its own operationId", () => {
    const documented = operationsOf(document);
    expect(documented).toHaveLength(API_OPERATIONS.length);
    const ids = documented.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining(["plansList", "plansCreate", "plansGet", "plansUpdate", "plansRemove", "openapiDocument"]),
    );
  });

  it("resolves every $ref", () => {
    const refs = refsIn(document);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((ref) => pointAt(document, ref) === undefined)).toEqual([]);
  });

  it("holds only schemas that compile as JSON Schema 2020-12", () => {
    // Strict: a keyword zod wrote that 2020-12 does not know would fail here, not in a client.
    const ajv = new Ajv2020({ strict: true, validateFormats: false });
    const components = JSON.parse(
      JSON.stringify(document.components.schemas).replaceAll('"#/components/schemas/', '"components#/$defs/'),
    );
    ajv.addSchema({ $id: "components", $defs: components });
    for (const name of Object.keys(components))
      expect(() => ajv.getSchema(`components#/$defs/${name}`), name).not.toThrow();
    const inline = operationsOf(document).flatMap(({ op }) => [
      ...(op.parameters ?? []).map(({ schema }) => schema),
      ...Object.values(op.requestBody?.content ?? {}).map(({ schema }) => schema),
      ...Object.values(op.responses).flatMap((response) =>
        "content" in response ? Object.values(response.content ?? {}).map(({ schema }) => schema) : [],
      ),
    ]);
    for (const schema of inline) {
      const local = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"components#/$defs/'));
      expect(() => ajv.compile(local), JSON.stringify(schema)).not.toThrow();
    }
  });

  it("describes the travel plans with the shared TravelPlan and Problem schemas", () => {
    expect(document.components.schemas).toHaveProperty("TravelPlan");
    expect(document.components.schemas).toHaveProperty("Problem");
    const list = document.paths["/travel-plans"]?.get;
    expect(list?.responses["200"]).toMatchObject({
      content: {
        "application/json": { schema: { type: "array", items: { $ref: "#/components/schemas/TravelPlan" } } },
      },
    });
    expect(list?.parameters).toEqual([expect.objectContaining({ name: "status", in: "query", required: false })]);
    const remove = document.paths["/travel-plans/{id}"]?.delete;
    expect(remove?.responses["204"]).toEqual({ description: "Done; no content" });
    expect(remove?.parameters).toEqual([expect.objectContaining({ name: "id", in: "path", required: true })]);
    expect(Object.keys(remove?.responses ?? {})).toEqual(["204", "401", "403", "404", "429", "500", "503"]);
    expect(remove?.security).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }]);
  });

  it("is served at GET /api/v1/openapi.json to anyone, cacheable for a while", async () => {
    const response = await call(getOpenApiDocument, { path: "/api/v1/openapi.json" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(response.body).toEqual(JSON.parse(JSON.stringify(document)));
    expect(document.paths["/openapi.json"]?.get?.security).toEqual([]);
  });
});

describe("buildDocument", () => {
  const Thing = z.object({ id: z.number().int(), name: z.string(), size: z.number().default(1) }).meta({ id: "Thing" });
  const tag = "Things";
  const things = {
    list: operation({
      method: "GET",
      path: "/things",
      tag,
      summary: "List things",
      auth: "optional",
      query: pageQuery(50),
      response: z.array(Thing),
      paged: true,
    }),
    create: operation({
      method: "POST",
      path: "/things",
      tag,
      summary: "Make a thing",
      auth: "admin",
      body: Thing,
      status: 201,
      response: Thing,
      errors: [409],
    }),
    photo: operation({
      method: "POST",
      path: "/things/{id}/photo",
      tag,
      summary: "Upload a photo",
      auth: "member",
      params: IdParams,
      multipart: { description: "The photo, as the field `file`" },
      raw: { mediaType: "image/*", description: "The stored photo" },
      errors: [415],
    }),
    feed: operation({
      method: "GET",
      path: "/things/{key}/go",
      tag,
      summary: "Go elsewhere",
      auth: "public",
      raw: { mediaType: "redirect", description: "To the thing's page" },
    }),
  };
  const built = buildDocument(Object.values(things), { things });

  it("validates as OpenAPI 3.1 with every kind of operation in it", async () => {
    await expectValidOpenApi(built);
    expect(refsIn(built).filter((ref) => pointAt(built, ref) === undefined)).toEqual([]);
  });

  it("documents paging, security, path and query parameters", () => {
    const list = built.paths["/things"]?.get;
    expect(list?.operationId).toBe("thingsList");
    expect(list?.security).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }, {}]);
    expect(list?.parameters?.map(({ name, required }) => ({ name, required }))).toEqual([
      { name: "skip", required: false },
      { name: "limit", required: false },
    ]);
    expect(list?.responses["200"]).toMatchObject({ headers: { "X-Total-Count": { schema: { type: "integer" } } } });
    // Signing in is optional, but a token that names no session is refused, as is an inactive account.
    expect(Object.keys(list?.responses ?? {})).toEqual(["200", "401", "403", "422", "429", "500", "503"]);
    // An undeclared path parameter is still documented, as text.
    expect(built.paths["/things/{key}/go"]?.get?.parameters).toEqual([
      { name: "key", in: "path", required: true, schema: { type: "string" } },
    ]);
  });

  it("keeps a named schema's input and output apart when they differ", () => {
    expect(built.components.schemas.Thing).toMatchObject({ required: ["id", "name", "size"] });
    expect(built.components.schemas.ThingInput).toMatchObject({ required: ["id", "name"] });
    expect(built.paths["/things"]?.post?.requestBody?.content["application/json"]?.schema).toEqual({
      $ref: "#/components/schemas/ThingInput",
    });
  });

  it("lists the failures each kind of operation can answer", () => {
    expect(Object.keys(built.paths["/things"]?.post?.responses ?? {})).toEqual([
      "201",
      "400",
      "401",
      "403",
      "409",
      "413",
      "422",
      "429",
      "500",
      "503",
    ]);
    const photo = built.paths["/things/{id}/photo"]?.post;
    expect(Object.keys(photo?.responses ?? {})).toEqual([
      "200",
      "400",
      "401",
      "403",
      "404",
      "413",
      "415",
      "429",
      "500",
      "503",
    ]);
    expect(photo?.requestBody?.content).toHaveProperty("multipart/form-data");
    expect(photo?.responses["200"]).toMatchObject({ content: { "image/*": {} } });
    expect(built.paths["/things/{key}/go"]?.get?.responses["3XX"]).toMatchObject({ headers: { Location: {} } });
    expect(built.paths["/things/{key}/go"]?.get?.security).toEqual([]);
  });

  it("names an operation listed without a domain from its method and path", () => {
    expect(buildDocument([things.feed]).paths["/things/{key}/go"]?.get?.operationId).toBe("getThingsByKeyGo");
  });

  it("refuses two operations on the same method and path", () => {
    expect(() => buildDocument([things.list, { ...things.list, summary: "Again" }])).toThrow(
      "GET /things is documented twice",
    );
  });
});
