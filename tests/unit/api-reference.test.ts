import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ApiReference } from "@/components/api-reference/api-reference";
import { constraintsText, typeText } from "@/components/api-reference/schema-text";
import { openApiDocument } from "@/lib/openapi/document";

// The reference page's words for schemas, and the page itself rendered from the document.

describe("schema words", () => {
  it("names types, lists, unions, formats and enums", () => {
    expect(typeText({ $ref: "#/components/schemas/TravelPlan" })).toBe("TravelPlan");
    expect(typeText({ type: "array", items: { $ref: "#/components/schemas/TravelPlan" } })).toBe("list of TravelPlan");
    expect(typeText({ anyOf: [{ type: "integer" }, { type: "null" }] })).toBe("integer or null");
    expect(typeText({ type: ["string", "null"] })).toBe("string or null");
    expect(typeText({ type: "string", format: "date" })).toBe("string (date)");
    expect(typeText({ type: "string", enum: ["active", "completed"] })).toBe('one of "active", "completed"');
    expect(typeText({})).toBe("any");
  });

  it("tells the limits a client must keep, not JavaScript's safe integer range", () => {
    expect(constraintsText({ type: "string", minLength: 1, maxLength: 200 })).toEqual(["1 to 200 characters"]);
    expect(constraintsText({ type: "integer", minimum: -9007199254740991, maximum: 9007199254740991 })).toEqual([]);
    expect(constraintsText({ type: "integer", exclusiveMinimum: 0, maximum: 2147483647 })).toEqual([
      "> 0",
      "≤ 2147483647",
    ]);
    expect(constraintsText({ type: "string", format: "date", pattern: "^x$" })).toEqual([]);
    expect(constraintsText({ type: "integer", default: 100 })).toEqual(["default 100"]);
  });
});

describe("the reference page", () => {
  it("renders every documented operation with its method, path and answers", () => {
    const html = renderToStaticMarkup(
      createElement(ApiReference, { document: openApiDocument(), documentUrl: "/api/v1/openapi.json" }),
    );
    for (const summary of [
      "List my travel plans",
      "Create a travel plan",
      "Read one of my travel plans",
      "Change one of my travel plans",
      "Delete one of my travel plans",
    ]) {
      expect(html).toContain(summary);
    }
    expect(html).toContain('id="plansCreate"');
    expect(html).toContain("/travel-plans/{id}");
    expect(html).toContain('href="#schema-TravelPlan"');
    expect(html).toContain('id="schema-Problem"');
    expect(html).toContain("Not signed in");
  });
});
