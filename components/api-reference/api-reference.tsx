import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@/components/ui/table";
import type { OpenApiDocument, OpenApiOperation, ResponseObject } from "@/lib/openapi/document";
import { Notes, SchemaView, TypeLabel } from "./schema-table";
import type { Schema } from "./schema-text";

/**
 * The API reference, rendered on the server from the OpenAPI document (decision 015): each tag's
 * operations with who may call them, their parameters, bodies and answers, then the named schemas.
 */

const METHOD_TONES: Record<string, BadgeTone> = {
  get: "success",
  post: "accent",
  put: "warning",
  patch: "warning",
  delete: "danger",
};

const AUTH_WORDS: Record<OpenApiOperation["x-auth"], string> = {
  public: "Public: no sign-in needed",
  member: "Signed-in member (bearer token or session cookie)",
  optional: "Anyone; a signed-in member sees more",
  admin: "Admin only",
};

type Entry = { path: string; method: string; op: OpenApiOperation };

export function ApiReference({ document, documentUrl }: { document: OpenApiDocument; documentUrl: string }) {
  const entries: Entry[] = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method, op })),
  );
  const byTag = document.tags.map(({ name }) => ({
    name,
    entries: entries.filter(({ op }) => op.tags.includes(name)),
  }));
  const schemaNames = Object.keys(document.components.schemas).sort();
  const server = document.servers[0]?.url ?? "";

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-10 lg:flex-row">
      <nav
        aria-label="API sections"
        className="shrink-0 lg:sticky lg:top-4 lg:max-h-[calc(100dvh-2rem)] lg:w-60 lg:overflow-y-auto"
      >
        <ul className="flex flex-wrap gap-x-4 gap-y-3 text-sm lg:flex-col lg:flex-nowrap">
          {byTag.map(({ name, entries: tagged }) => (
            <li key={name}>
              <a href={`#${tagId(name)}`} className="font-semibold text-foreground hover:text-link">
                {name}
              </a>
              <ul className="mt-1 hidden flex-col gap-1 border-l border-border pl-3 lg:flex">
                {tagged.map(({ op }) => (
                  <li key={op.operationId}>
                    <a href={`#${op.operationId}`} className="text-muted hover:text-link">
                      {op.summary}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
          <li>
            <a href="#schemas" className="font-semibold text-foreground hover:text-link">
              Schemas
            </a>
          </li>
        </ul>
      </nav>

      <div className="flex min-w-0 flex-1 flex-col gap-12">
        <header className="flex flex-col gap-3">
          <h1 className="text-3xl font-bold tracking-tight text-foreground">{document.info.title} API reference</h1>
          <p className="text-muted">
            Version {document.info.version} · every path is under <code className="font-mono">{server}</code>
          </p>
          <p className="text-foreground">{document.info.description}</p>
          <p className="text-foreground">
            The machine-readable OpenAPI 3.1 document:{" "}
            <a href={documentUrl} className="font-mono text-link underline underline-offset-2">
              {documentUrl}
            </a>
          </p>
        </header>

        {byTag.map(({ name, entries: tagged }) => (
          <section key={name} aria-labelledby={tagId(name)} className="flex flex-col gap-6">
            <h2 id={tagId(name)} className="text-2xl font-bold text-foreground">
              {name}
            </h2>
            {tagged.map((entry) => (
              <OperationCard key={entry.op.operationId} entry={entry} document={document} />
            ))}
          </section>
        ))}

        <section aria-labelledby="schemas" className="flex flex-col gap-6">
          <h2 id="schemas" className="text-2xl font-bold text-foreground">
            Schemas
          </h2>
          {schemaNames.map((schemaName) => {
            const schema = document.components.schemas[schemaName] as Schema;
            return (
              <Card key={schemaName} className="flex flex-col gap-3">
                <h3 id={`schema-${schemaName}`} className="font-mono text-lg font-semibold text-foreground">
                  {schemaName}
                </h3>
                {typeof schema.description === "string" && <p className="text-muted">{schema.description}</p>}
                <SchemaView schema={schema} caption={`Fields of ${schemaName}`} />
              </Card>
            );
          })}
        </section>
      </div>
    </div>
  );
}

function OperationCard({ entry: { path, method, op }, document }: { entry: Entry; document: OpenApiDocument }) {
  const body = op.requestBody;
  const responses = Object.entries(op.responses).map(
    ([status, response]) => [status, resolve(response, document)] as const,
  );
  const answers = responses.filter(([status]) => !/^[45]/.test(status));
  const failures = responses.filter(([status]) => /^[45]/.test(status));
  return (
    <Card className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <h3 id={op.operationId} className="text-lg font-semibold text-foreground">
          {op.summary}
        </h3>
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone={METHOD_TONES[method] ?? "neutral"} className="font-mono uppercase">
            {method}
          </Badge>
          <code className="font-mono text-sm break-all text-foreground">{path}</code>
        </p>
        <p className="text-sm text-muted">
          {AUTH_WORDS[op["x-auth"]]} · operationId <code className="font-mono">{op.operationId}</code>
        </p>
        {op.description && <p className="text-foreground">{op.description}</p>}
      </div>

      {op.parameters && op.parameters.length > 0 && (
        <div className="flex flex-col gap-2">
          <h4 className="font-semibold text-foreground">Parameters</h4>
          <Table caption={`Parameters of ${op.summary}`}>
            <TableHead>
              <TableRow>
                <TableHeaderCell>Name</TableHeaderCell>
                <TableHeaderCell>In</TableHeaderCell>
                <TableHeaderCell>Type</TableHeaderCell>
                <TableHeaderCell>Required</TableHeaderCell>
                <TableHeaderCell>Notes</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {op.parameters.map((parameter) => (
                <TableRow key={`${parameter.in}-${parameter.name}`}>
                  <TableCell className="font-mono">{parameter.name}</TableCell>
                  <TableCell>{parameter.in}</TableCell>
                  <TableCell>
                    <TypeLabel schema={parameter.schema} />
                  </TableCell>
                  <TableCell>{parameter.required ? "yes" : "no"}</TableCell>
                  <TableCell className="text-muted">
                    <Notes schema={parameter.schema} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}

      {body && (
        <div className="flex flex-col gap-2">
          <h4 className="font-semibold text-foreground">Request body</h4>
          {body.description && <p className="text-sm text-muted">{body.description}</p>}
          {Object.entries(body.content).map(([mediaType, { schema }]) => (
            <div key={mediaType} className="flex flex-col gap-2">
              <p className="text-sm text-muted">
                <code className="font-mono">{mediaType}</code>
              </p>
              {mediaType === "application/json" && (
                <SchemaView schema={schema} caption={`Request body of ${op.summary}`} />
              )}
            </div>
          ))}
        </div>
      )}

      <div className="flex flex-col gap-2">
        <h4 className="font-semibold text-foreground">Responses</h4>
        <dl className="flex flex-col gap-3">
          {answers.map(([status, response]) => (
            <ResponseItem key={status} status={status} response={response} summary={op.summary} />
          ))}
        </dl>
      </div>

      {failures.length > 0 && (
        <div className="flex flex-col gap-2">
          <h4 className="font-semibold text-foreground">Failures</h4>
          <p className="text-sm text-muted">
            Each answers a <TypeLabel schema={{ $ref: "#/components/schemas/Problem" }} /> body.
          </p>
          <ul className="flex flex-col gap-1.5 text-sm">
            {failures.map(([status, response]) => (
              <li key={status} className="flex items-baseline gap-2">
                <Badge tone="danger" className="shrink-0 font-mono">
                  {status}
                </Badge>
                <span className="min-w-0 text-foreground">
                  {response.description}
                  {response.headers?.["Retry-After"] && <span className="text-muted"> (with Retry-After)</span>}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}

function ResponseItem({
  status,
  response,
  summary,
}: {
  status: string;
  response: Exclude<ResponseObject, { $ref: string }>;
  summary: string;
}) {
  const headers = Object.entries(response.headers ?? {});
  return (
    <div className="flex flex-col gap-1 border-l-2 border-border pl-3">
      <dt className="flex flex-wrap items-center gap-2">
        <Badge tone="success" className="font-mono">
          {status}
        </Badge>
        <span className="text-foreground">{response.description}</span>
      </dt>
      <dd className="flex flex-col gap-2 text-sm">
        {headers.map(([name, header]) => (
          <p key={name} className="text-muted">
            Header <code className="font-mono text-foreground">{name}</code>: {header.description}
          </p>
        ))}
        {Object.entries(response.content ?? {}).map(([mediaType, { schema }]) =>
          mediaType === "application/json" ? (
            <SchemaView key={mediaType} schema={schema} caption={`${status} answer of ${summary}`} />
          ) : (
            <p key={mediaType} className="text-muted">
              Body: <code className="font-mono">{mediaType}</code>
            </p>
          ),
        )}
      </dd>
    </div>
  );
}

function resolve(response: ResponseObject, document: OpenApiDocument): Exclude<ResponseObject, { $ref: string }> {
  if (!("$ref" in response)) return response;
  const target = document.components.responses[response.$ref.replace("#/components/responses/", "")];
  return target && !("$ref" in target) ? target : { description: response.$ref };
}

function tagId(name: string): string {
  return `tag-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}
