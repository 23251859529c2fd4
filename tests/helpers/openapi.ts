import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { Operation } from "@/lib/contract/operation";
import { openApiDocument, type JsonSchema, type ResponseObject } from "@/lib/openapi/document";

/**
 * Holds every answer the API tests receive to the OpenAPI document (docs/decisions/014): the
 * status must be one the operation documents, and a JSON body must match that status's schema.
 * The document and ajv are built once per test process, each validator on first use.
 */

const COMPONENTS_ID = "https://overlap.invalid/openapi/components";
let ajv: Ajv2020 | undefined;
const validators = new Map<string, ValidateFunction>();

export function checkAnswer(operation: Operation, status: number, body: unknown, headers?: Headers): void {
  const document = openApiDocument();
  const method = operation.method.toLowerCase();
  const documented = document.paths[operation.path]?.[method];
  const name = `${operation.method} ${operation.path}`;
  if (!documented)
    throw new Error(`${name} is not in the OpenAPI document: add its operations to lib/openapi/operations.ts`);
  const label = `${documented.operationId} (${name})`;

  const key = String(status);
  const rangeKey = `${key[0]}XX`;
  const found = documented.responses[key] ?? documented.responses[rangeKey];
  if (!found) {
    throw new Error(
      `${label} answered ${status}, which its documentation does not list (${Object.keys(documented.responses).join(", ")}). Body: ${JSON.stringify(body)}`,
    );
  }
  const response = resolve(found);
  // A paged list's full count (docs/api.md §1).
  if (response.headers?.["X-Total-Count"] && headers && !/^\d+$/.test(headers.get("x-total-count") ?? "")) {
    throw new Error(`${label} answered ${status} without the X-Total-Count header its documentation promises`);
  }
  const json = response.content?.["application/json"];
  if (!response.content) {
    if (body !== undefined)
      throw new Error(
        `${label} answered ${status} with a body, but its documentation says no content: ${JSON.stringify(body)}`,
      );
    return;
  }
  // A file, a feed: not JSON, nothing to hold it to here.
  if (!json) return;

  const validatorKey = `${method} ${operation.path} ${documented.responses[key] ? key : rangeKey}`;
  let validate = validators.get(validatorKey);
  if (!validate) {
    validate = compiler().compile(toComponentRefs(json.schema) as JsonSchema);
    validators.set(validatorKey, validate);
  }
  if (!validate(body)) {
    // The message says enough for a pattern or a format; elsewhere the params name the property.
    const errors = (validate.errors ?? []).map(
      (error) =>
        `${error.instancePath || "(body)"} ${error.message ?? ""}${["pattern", "format"].includes(error.keyword) ? "" : ` ${JSON.stringify(error.params)}`}`,
    );
    throw new Error(
      `${label} answered ${status} with a body its documented schema refuses:\n  ${errors.join("\n  ")}\nBody: ${JSON.stringify(body)}`,
    );
  }
}

function resolve(response: ResponseObject): Exclude<ResponseObject, { $ref: string }> {
  if (!("$ref" in response)) return response;
  const name = response.$ref.replace("#/components/responses/", "");
  const target = openApiDocument().components.responses[name];
  if (!target || "$ref" in target) throw new Error(`Unresolved response ${response.$ref}`);
  return target;
}

/** One ajv for the process, holding the document's named schemas under COMPONENTS_ID. */
function compiler(): Ajv2020 {
  if (ajv) return ajv;
  ajv = new Ajv2020({ allErrors: true, strict: false });
  // ajv-formats is CommonJS: its function is the default export, or that export's `default`.
  const formats = (addFormats as unknown as { default?: typeof addFormats }).default ?? addFormats;
  formats(ajv);
  ajv.addSchema({ $id: COMPONENTS_ID, $defs: toComponentRefs(openApiDocument().components.schemas) });
  return ajv;
}

function toComponentRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toComponentRefs);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === "$ref" && typeof inner === "string"
        ? inner.replace("#/components/schemas/", `${COMPONENTS_ID}#/$defs/`)
        : toComponentRefs(inner),
    ]),
  );
}
