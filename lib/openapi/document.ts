import { z } from "zod";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import type { Operation } from "@/lib/contract/operation";
import { Problem } from "@/lib/contract/params";
import packageJson from "@/package.json";
import { API_DOMAINS, API_OPERATIONS } from "./operations";

/**
 * The OpenAPI 3.1 document of /api/v1, built from the operations (lib/openapi/operations.ts) with
 * zod's own JSON Schema output, so it cannot say something the code does not do
 * (docs/decisions/014-contracts-and-openapi.md). Served at /api/v1/openapi.json, rendered at
 * /docs/api, and the API tests check every answer against it.
 */

export type JsonSchema = { [key: string]: unknown };

export type OpenApiOperation = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required: true; description?: string; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, ResponseObject>;
  /** Who may call, in our words ("public", "member", "optional", "admin"), for the reference page. */
  "x-auth": Operation["auth"];
};

type Parameter = { name: string; in: "path" | "query"; required: boolean; description?: string; schema: JsonSchema };

export type ResponseObject =
  | { $ref: string }
  | {
      description: string;
      headers?: Record<string, { description: string; schema: JsonSchema }>;
      content?: Record<string, { schema: JsonSchema }>;
    };

export type OpenApiDocument = {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, ResponseObject>;
    securitySchemes: Record<string, JsonSchema>;
  };
};

export const API_BASE_PATH = "/api/v1";
const PROBLEM_REF = { $ref: "#/components/schemas/Problem" };

/** Built once per process: the operations do not change while it runs. */
let cached: OpenApiDocument | undefined;

export function openApiDocument(): OpenApiDocument {
  cached ??= buildDocument(API_OPERATIONS, API_DOMAINS);
  return cached;
}

export function buildDocument(
  operations: readonly Operation[],
  domains: Readonly<Record<string, Readonly<Record<string, Operation>>>> = {},
): OpenApiDocument {
  const names = operationNames(domains);
  const schemas = new SchemaCollector();
  schemas.add(Problem, "output");
  const paths: OpenApiDocument["paths"] = {};
  const tags: string[] = [];
  const ids = new Set<string>();

  for (const op of operations) {
    const method = op.method.toLowerCase();
    const item = (paths[op.path] ??= {});
    if (item[method]) throw new Error(`${op.method} ${op.path} is documented twice`);
    const operationId = names.get(op) ?? derivedName(op);
    if (ids.has(operationId)) throw new Error(`Two operations are named ${operationId}`);
    ids.add(operationId);
    if (!tags.includes(op.tag)) tags.push(op.tag);
    item[method] = {
      operationId,
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      tags: [op.tag],
      security: security(op.auth),
      ...parametersOf(op, schemas),
      ...requestBodyOf(op, schemas),
      responses: responsesOf(op, schemas),
      "x-auth": op.auth,
    };
  }

  return {
    openapi: "3.1.0",
    info: {
      title: "Overlap",
      version: packageJson.version,
      description:
        "The REST API of Overlap, an invite-only community for travellers whose plans overlap. JSON in and out; " +
        "every failure answers a Problem body ({detail}, and field errors on a 422). Sign in with a bearer token " +
        "(POST /auth/login/json) or the session cookie of the web app.",
    },
    servers: [{ url: API_BASE_PATH, description: "This server" }],
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas: schemas.components,
      responses: errorComponents(),
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description: "The access_token POST /auth/login/json answers.",
        },
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: SESSION_COOKIE,
          description: "The web app's session. Writes with it must come from the site's own pages (else 403).",
        },
      },
    },
  };
}

/** `plans.create` → `plansCreate`: the domain and key of API_DOMAINS. */
function operationNames(
  domains: Readonly<Record<string, Readonly<Record<string, Operation>>>>,
): Map<Operation, string> {
  const names = new Map<Operation, string>();
  for (const [domain, operations] of Object.entries(domains)) {
    for (const [key, op] of Object.entries(operations))
      names.set(op, `${domain}${key.charAt(0).toUpperCase()}${key.slice(1)}`);
  }
  return names;
}

/** An operation listed without a name: `GET /travel-plans/{id}` → `getTravelPlansById`. */
function derivedName(op: Operation): string {
  const words = op.path
    .split("/")
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith("{") ? ["by", segment.slice(1, -1)] : segment.split(/[^a-zA-Z0-9]+/)));
  return op.method.toLowerCase() + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("");
}

function security(auth: Operation["auth"]): Record<string, string[]>[] {
  if (auth === "public") return [];
  const signedIn: Record<string, string[]>[] = [{ bearerAuth: [] }, { sessionCookie: [] }];
  // An empty requirement: calling without credentials is allowed too.
  return auth === "optional" ? [...signedIn, {}] : signedIn;
}

function parametersOf(op: Operation, schemas: SchemaCollector): { parameters?: Parameter[] } {
  const parameters: Parameter[] = [];
  const pathSchema = op.params ? schemas.add(op.params, "input") : undefined;
  for (const name of op.path.match(/\{[^}]+\}/g)?.map((part) => part.slice(1, -1)) ?? []) {
    const schema = propertiesOf(pathSchema)[name] ?? { type: "string" };
    parameters.push({ name, in: "path", required: true, ...describedBy(schema), schema });
  }
  if (op.query) {
    const querySchema = schemas.add(op.query, "input");
    const required = new Set((querySchema.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries(propertiesOf(querySchema))) {
      parameters.push({ name, in: "query", required: required.has(name), ...describedBy(schema), schema });
    }
  }
  return parameters.length ? { parameters } : {};
}

function propertiesOf(schema: JsonSchema | undefined): Record<string, JsonSchema> {
  return (schema?.properties as Record<string, JsonSchema> | undefined) ?? {};
}

function describedBy(schema: JsonSchema): { description?: string } {
  return typeof schema.description === "string" ? { description: schema.description } : {};
}

function requestBodyOf(op: Operation, schemas: SchemaCollector): Pick<OpenApiOperation, "requestBody"> {
  if (op.body)
    return {
      requestBody: { required: true, content: { "application/json": { schema: schemas.add(op.body, "input") } } },
    };
  if (op.multipart) {
    return {
      requestBody: {
        required: true,
        description: op.multipart.description,
        content: { "multipart/form-data": { schema: { type: "object" } } },
      },
    };
  }
  return {};
}

/** The failures many operations share, once under components/responses. */
const RETRY_AFTER = {
  "Retry-After": { description: "Seconds to wait before trying again", schema: { type: "integer", minimum: 0 } },
};
const ERROR_RESPONSES: Record<number, { name: string; description: string; retry?: true }> = {
  400: { name: "BadRequest", description: "The body is not JSON, or the request is malformed" },
  401: { name: "NotAuthenticated", description: "Not signed in" },
  403: {
    name: "Forbidden",
    description:
      "Not allowed: an inactive account, not an admin, not yours, or a cookie-authenticated write from another site",
  },
  404: { name: "NotFound", description: "Not found (or not yours to see)" },
  409: { name: "Conflict", description: "Conflicts with the current state" },
  413: { name: "PayloadTooLarge", description: "The body is too large" },
  415: { name: "UnsupportedMediaType", description: "The file's type is not accepted" },
  422: { name: "ValidationFailed", description: "The input is not valid; the errors list names each field" },
  429: { name: "RateLimited", description: "Too many requests", retry: true },
  500: { name: "ServerError", description: "Something went wrong on our side" },
  503: {
    name: "Unavailable",
    description: "A service we depend on (the database, photo storage, Google) is out of reach",
    retry: true,
  },
};

function errorComponents(): Record<string, ResponseObject> {
  return Object.fromEntries(
    Object.values(ERROR_RESPONSES).map(({ name, description, retry }) => [
      name,
      {
        description,
        ...(retry ? { headers: RETRY_AFTER } : {}),
        content: { "application/json": { schema: PROBLEM_REF } },
      },
    ]),
  );
}

function responsesOf(op: Operation, schemas: SchemaCollector): Record<string, ResponseObject> {
  const responses: Record<string, ResponseObject> = {};
  const status = op.status ?? 200;
  if (op.raw?.mediaType === "redirect") {
    responses["3XX"] = {
      description: op.raw.description,
      headers: { Location: { description: "Where to go next", schema: { type: "string" } } },
    };
  } else if (op.raw) {
    responses[String(status)] = { description: op.raw.description, content: { [op.raw.mediaType]: { schema: {} } } };
  } else if (status === 204 || status === 202 || !op.response) {
    responses[String(status)] = { description: status === 202 ? "Accepted; no content" : "Done; no content" };
  } else {
    responses[String(status)] = {
      description: status === 201 ? "Created" : "OK",
      ...(op.paged
        ? {
            headers: {
              "X-Total-Count": {
                description: "How many items the whole list has (docs/api.md §1)",
                schema: { type: "integer", minimum: 0 },
              },
            },
          }
        : {}),
      content: { "application/json": { schema: schemas.add(op.response, "output") } },
    };
    if (op.alsoAnswers) {
      responses[String(op.alsoAnswers.status)] = {
        ...responses[String(status)],
        description: op.alsoAnswers.description,
      } as ResponseObject;
    }
  }
  for (const code of errorStatuses(op)) {
    const shared = ERROR_RESPONSES[code];
    const own = op.errorBodies?.[code];
    responses[String(code)] = own
      ? {
          description: shared?.description ?? "Failed",
          content: { "application/json": { schema: schemas.add(own, "output") } },
        }
      : shared
        ? { $ref: `#/components/responses/${shared.name}` }
        : { description: "Failed", content: { "application/json": { schema: PROBLEM_REF } } };
  }
  return responses;
}

/** The failures an operation can answer: those of its kind (lib/http/route.ts) and its own. */
function errorStatuses(op: Operation): number[] {
  const codes = new Set<number>(op.errors ?? []);
  // lib/auth/actor.ts: a token that names no session is 401 (also where signing in is optional),
  // an inactive account 403; and for admins, a member who is not one, or a cookie write from
  // another site, 403 as well.
  if (op.auth !== "public") {
    codes.add(401);
    codes.add(403);
  }
  // A path segment that does not fit names nothing.
  if (op.params) codes.add(404);
  // readJsonBody: not JSON (400), too large (413).
  if (op.body || op.multipart) {
    codes.add(400);
    codes.add(413);
  }
  if (op.query || op.body) codes.add(422);
  for (const code of [429, 500, 503]) codes.add(code);
  return [...codes].sort((a, b) => a - b);
}

/**
 * Turns zod schemas into JSON Schema and keeps those named with `.meta({ id })` once, under
 * components/schemas, referring to them with $ref. A named schema whose input differs from its
 * output (defaults, transforms) gets a second component, `<id>Input`.
 */
class SchemaCollector {
  readonly components: Record<string, JsonSchema> = {};
  private readonly texts = new Map<string, string>();

  add(schema: z.ZodType, io: "input" | "output"): JsonSchema {
    const json = z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" }) as JsonSchema;
    const { $schema: _dialect, $defs, ...root } = json;
    const renames = new Map<string, string>();
    for (const [id, definition] of Object.entries(($defs as Record<string, JsonSchema> | undefined) ?? {})) {
      renames.set(id, this.place(id, definition, io));
    }
    const rewrite = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(rewrite);
      if (!value || typeof value !== "object") return value;
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => {
          if (key === "$ref" && typeof inner === "string" && inner.startsWith("#/$defs/")) {
            const id = inner.slice("#/$defs/".length);
            return [key, `#/components/schemas/${renames.get(id) ?? id}`];
          }
          return [key, rewrite(inner)];
        }),
      );
    };
    for (const name of renames.values()) this.components[name] = rewrite(this.components[name]) as JsonSchema;
    return rewrite(root) as JsonSchema;
  }

  private place(id: string, definition: JsonSchema, io: "input" | "output"): string {
    const text = JSON.stringify(definition);
    for (const name of io === "input" ? [id, `${id}Input`] : [id, `${id}Output`]) {
      const known = this.texts.get(name);
      if (known === undefined) {
        this.texts.set(name, text);
        this.components[name] = definition;
        return name;
      }
      if (known === text) return name;
    }
    throw new Error(`Two different schemas are named ${id}`);
  }
}
