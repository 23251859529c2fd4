import { describe, expect, it } from "vitest";
import { decodePathParam, repairPercentEncoding } from "./path-param";

describe("decodePathParam", () => {
  it("decodes a segment, or says it names nothing when its encoding is malformed", () => {
    expect(decodePathParam("%40ana")).toBe("@ana");
    expect(decodePathParam("S%C3%A3o")).toBe("São");
    expect(decodePathParam("%ZZ")).toBeNull();
    expect(decodePathParam("%FF")).toBeNull(); // not UTF-8
    expect(decodePathParam("%")).toBeNull();
    expect(decodePathParam("ana%00")).toBeNull(); // U+0000: no name holds it, PostgreSQL cannot store it
  });
});

describe("repairPercentEncoding", () => {
  it("leaves decodable paths alone", () => {
    expect(repairPercentEncoding("/profile/ana")).toBeNull();
    expect(repairPercentEncoding("/profile/%40ana")).toBeNull();
  });

  it("escapes the % of each segment that cannot be decoded, so it decodes to the text sent", () => {
    expect(repairPercentEncoding("/profile/%ZZ")).toBe("/profile/%25ZZ");
    expect(repairPercentEncoding("/app/user/%FF/x%40y")).toBe("/app/user/%25FF/x%40y");
    expect(repairPercentEncoding("/a/100%/%41%")).toBe("/a/100%25/%2541%25");
    expect(repairPercentEncoding("/app/user/ana%00")).toBe("/app/user/ana%2500");
    const repaired = repairPercentEncoding("/profile/%E0%A4%A")!;
    expect(repaired.split("/").map(decodeURIComponent)).toEqual(["", "profile", "%E0%A4%A"]);
  });
});
