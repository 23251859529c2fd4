import { expect, test } from "@playwright/test";
import { send } from "./raw-http";

// U+0000 sent as it is (docs/security.md, "Input"): PostgreSQL's text cannot hold it, and each of
// these answered 500 before the input checks refused it.
test.describe("the null character", () => {
  test("in a JSON body is a 422 on its field", async () => {
    const answer = await send({
      path: "/api/v1/auth/login/json",
      headers: { "content-type": "application/json" },
      body: Buffer.from(JSON.stringify({ email: "nul\u0000@example.com", password: "whatever it is" })),
    });
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.text)).toEqual({
      detail: "email: Must not contain a null character",
      errors: [{ field: "email", message: "Must not contain a null character" }],
    });
  });

  // A segment holding it is treated like a malformed one (middleware.ts): sent on, method and body
  // kept, to the same path with its "%" escaped, which the route answers as a name it does not know.
  test("in an API path is sent on to the literal text: the route's own 404", async () => {
    const cases: [string, string][] = [
      ["/api/v1/users/handle/ana%00?public=true", "/api/v1/users/handle/ana%2500?public=true"],
      ["/api/v1/calendar/feed/token%00", "/api/v1/calendar/feed/token%2500"],
    ];
    for (const [path, literal] of cases) {
      const first = await send({ path });
      expect(first.status, path).toBe(308);
      const target = new URL(first.headers.location!, "http://localhost");
      expect(target.pathname + target.search).toBe(literal);
      const then = await send({ path: literal });
      expect(then.status, literal).toBe(404);
      expect(JSON.parse(then.text)).toEqual({ detail: expect.any(String) });
    }
  });

  test("in a page's path is sent on to the literal text, which names nothing", async () => {
    const first = await send({ path: "/profile/ana%00" });
    expect(first.status).toBe(308);
    expect(first.headers.location).toMatch(/\/profile\/ana%2500$/);
    const then = await send({ path: "/profile/ana%2500" });
    expect(then.status).toBe(404);
  });
});
