import type { Metadata } from "next";
import { ApiReference } from "@/components/api-reference/api-reference";
import { API_BASE_PATH, openApiDocument } from "@/lib/openapi/document";

export const metadata: Metadata = {
  title: "API reference",
  description: "The REST API of Overlap: every operation, its parameters, bodies and answers.",
};

/** Public, like the document it renders (docs/decisions/015-api-reference-page.md). */
export default function ApiReferencePage() {
  return <ApiReference document={openApiDocument()} documentUrl={`${API_BASE_PATH}/openapi.json`} />;
}
