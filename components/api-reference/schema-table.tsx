import { Fragment } from "react";
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@/components/ui/table";
import { constraintsText, nestedObject, propertiesOf, refName, typeText, type Schema } from "./schema-text";

/** A type in words, with named schemas linked to their section at the end of the page. */
export function TypeLabel({ schema }: { schema: Schema }) {
  const ref = refName(schema);
  if (ref) {
    return (
      <a href={`#schema-${ref}`} className="font-mono text-link underline underline-offset-2">
        {ref}
      </a>
    );
  }
  const variants = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (Array.isArray(variants)) {
    return (
      <>
        {variants.map((variant, index) => (
          <Fragment key={index}>
            {index > 0 && " or "}
            <TypeLabel schema={variant} />
          </Fragment>
        ))}
      </>
    );
  }
  if (schema.type === "array" && schema.items) {
    return (
      <>
        list of <TypeLabel schema={schema.items as Schema} />
      </>
    );
  }
  return <span className="font-mono">{typeText(schema)}</span>;
}

/** An object's fields as a table; a field holding an object shows that object's fields inside. */
function PropertyTable({ schema, caption }: { schema: Schema; caption: string }) {
  const properties = propertiesOf(schema);
  if (properties.length === 0) return <p className="text-sm text-muted">An object (any fields).</p>;
  return (
    <Table caption={caption}>
      <TableHead>
        <TableRow>
          <TableHeaderCell>Field</TableHeaderCell>
          <TableHeaderCell>Type</TableHeaderCell>
          <TableHeaderCell>Required</TableHeaderCell>
          <TableHeaderCell>Notes</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {properties.map(({ name, schema: property, required }) => {
          const nested = nestedObject(property);
          return (
            <TableRow key={name}>
              <TableCell className="font-mono whitespace-nowrap">{name}</TableCell>
              <TableCell>
                <TypeLabel schema={property} />
              </TableCell>
              <TableCell>{required ? "yes" : "no"}</TableCell>
              <TableCell className="text-muted">
                <Notes schema={property} />
                {nested && <PropertyTable schema={nested} caption={`${caption}: ${name}`} />}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

export function Notes({ schema }: { schema: Schema }) {
  const notes = [
    typeof schema.description === "string" ? schema.description : undefined,
    ...constraintsText(schema),
  ].filter(Boolean);
  return notes.length ? <span>{notes.join("; ")}</span> : null;
}

/** A request or response body: a named schema's link, a list's items, or the object's fields. */
export function SchemaView({ schema, caption }: { schema: Schema; caption: string }) {
  if (refName(schema)) {
    return (
      <p className="text-sm">
        <TypeLabel schema={schema} />
      </p>
    );
  }
  if (schema.type === "object" && schema.properties) return <PropertyTable schema={schema} caption={caption} />;
  const nested = schema.type === "array" ? nestedObject(schema) : undefined;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">
        <TypeLabel schema={schema} /> <Notes schema={schema} />
      </p>
      {nested && <PropertyTable schema={nested} caption={`${caption}: each item`} />}
    </div>
  );
}
