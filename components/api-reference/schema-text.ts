/**
 * Reads JSON Schema (as zod writes it into the OpenAPI document) into words for the reference
 * page: a type's name and the limits a value must keep. Pure, so it is tested without a page.
 */

export type Schema = { [key: string]: unknown };

const SCHEMA_REF = "#/components/schemas/";
// zod bounds every integer by JavaScript's safe range: true, but not worth a line on the page.
const SAFE = Number.MAX_SAFE_INTEGER;

/** The component a `$ref` names ("TravelPlan"), or undefined. */
export function refName(schema: Schema): string | undefined {
  const ref = schema.$ref;
  return typeof ref === "string" && ref.startsWith(SCHEMA_REF) ? ref.slice(SCHEMA_REF.length) : undefined;
}

/** A type in a few words: "string (date)", "list of TravelPlan", "integer or null", "one of a, b". */
export function typeText(schema: Schema): string {
  const ref = refName(schema);
  if (ref) return ref;
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map((value) => JSON.stringify(value)).join(", ")}`;
  if ("const" in schema) return JSON.stringify(schema.const);
  const variants = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (Array.isArray(variants)) return variants.map(typeText).join(" or ");
  const types = Array.isArray(schema.type)
    ? (schema.type as string[])
    : typeof schema.type === "string"
      ? [schema.type]
      : [];
  if (types.length === 0) return "any";
  return types
    .map((type) => {
      if (type === "array") return `list of ${schema.items ? typeText(schema.items as Schema) : "any"}`;
      if (type === "string" && typeof schema.format === "string") return `string (${schema.format})`;
      return type;
    })
    .join(" or ");
}

/** The limits worth telling a client: lengths, ranges, defaults. */
export function constraintsText(schema: Schema): string[] {
  const notes: string[] = [];
  const variants = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (Array.isArray(variants)) return variants.flatMap(constraintsText);
  const bound = (key: string) =>
    typeof schema[key] === "number" && Math.abs(schema[key] as number) !== SAFE ? (schema[key] as number) : undefined;
  const minLength = bound("minLength");
  const maxLength = bound("maxLength");
  if (minLength !== undefined && maxLength !== undefined) notes.push(`${minLength} to ${maxLength} characters`);
  else if (minLength !== undefined) notes.push(`at least ${minLength} characters`);
  else if (maxLength !== undefined) notes.push(`at most ${maxLength} characters`);
  const minItems = bound("minItems");
  const maxItems = bound("maxItems");
  if (minItems !== undefined) notes.push(`at least ${minItems} items`);
  if (maxItems !== undefined) notes.push(`at most ${maxItems} items`);
  const minimum = bound("minimum");
  const exclusiveMinimum = bound("exclusiveMinimum");
  const maximum = bound("maximum");
  const exclusiveMaximum = bound("exclusiveMaximum");
  if (minimum !== undefined) notes.push(`≥ ${minimum}`);
  if (exclusiveMinimum !== undefined) notes.push(`> ${exclusiveMinimum}`);
  if (maximum !== undefined) notes.push(`≤ ${maximum}`);
  if (exclusiveMaximum !== undefined) notes.push(`< ${exclusiveMaximum}`);
  // A pattern is only news when no format already says what it checks.
  if (typeof schema.pattern === "string" && typeof schema.format !== "string") notes.push(`matches ${schema.pattern}`);
  if ("default" in schema) notes.push(`default ${JSON.stringify(schema.default)}`);
  return notes;
}

/** An object's fields, required first as the schema lists them. */
export function propertiesOf(schema: Schema): { name: string; schema: Schema; required: boolean }[] {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    schema: property,
    required: required.has(name),
  }));
}

/** The schema an array's items or a nullable object carries, when it is a plain object with fields. */
export function nestedObject(schema: Schema): Schema | undefined {
  if (schema.type === "object" && schema.properties) return schema;
  if (schema.type === "array" && schema.items) return nestedObject(schema.items as Schema);
  const variants = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (Array.isArray(variants)) return variants.map(nestedObject).find(Boolean);
  return undefined;
}
