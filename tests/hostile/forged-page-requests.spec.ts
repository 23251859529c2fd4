import { expect, test } from "@playwright/test";
import { BASE_URL, serverFormFields } from "../e2e/fixtures";
import { send, type RawAnswer } from "./raw-http";

// What Next reads from a request before any code of ours runs, forged (docs/security.md, "Input").
// Each of these answered a bare 500 before scripts/server.mjs and middleware.ts refused it.

const BOUNDARY = "forged-boundary";
/** Sent from our own site as far as Origin and Host tell: a cross-site post is refused earlier (403). */
const SAME_SITE = { origin: BASE_URL, host: new URL(BASE_URL).host };

/** A multipart body of text fields, as a browser would send the form. */
function multipart(fields: [string, string][]): Buffer {
  const parts = fields.map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.from(`${parts.join("")}--${BOUNDARY}--\r\n`);
}

function expectRefused(answer: RawAnswer, detail: string, what: string) {
  expect(answer.status, what).toBe(400);
  expect(JSON.parse(answer.text), what).toEqual({ detail });
  expect(answer.headers["x-content-type-options"], what).toBe("nosniff");
  expect(answer.headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
}

test.describe("forged requests to pages", () => {
  test("a method the app does not answer is a 405 that says which it does, on every kind of path", async () => {
    for (const method of ["TRACE", "PROPFIND", "PURGE", "MKCOL"]) {
      for (const path of [
        "/",
        "/login",
        "/api/v1/health",
        "/api/v1/users/me",
        "/api/auth/session",
        "/sw.js",
        "/uploads/none.png",
      ]) {
        const answer = await send({ path, method });
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
        expect(JSON.parse(answer.text)).toEqual({ detail: "Method not allowed" });
        expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      }
    }
  });

  test("a range or precondition a static file cannot meet gets the whole file, not a 500", async () => {
    const headers: Record<string, string>[] = [
      { range: "bytes=5-1" },
      { range: "bytes=999999999999999999999-" },
      { "if-match": '"not-its-etag"' },
      { "if-unmodified-since": "Mon, 01 Jan 1990 00:00:00 GMT" },
    ];
    for (const path of ["/sw.js", "/icon.svg", "/favicon.ico"]) {
      const whole = await send({ path });
      expect(whole.status, path).toBe(200);
      for (const header of headers) {
        const answer = await send({ path, headers: header });
        expect(answer.status, `${path} ${JSON.stringify(header)}`).toBe(200);
        expect(answer.text.length).toBe(whole.text.length);
      }
    }
  });

  test("a router-state header Next cannot read is a 400, on a page and on a path that names none", async () => {
    for (const path of ["/login", "/app/discover", "/no-such-page"]) {
      for (const state of ["x", "[]", '[""]', "[1,{}]", "%E0%A4%A"]) {
        const answer = await send({ path, headers: { rsc: "1", "next-router-state-tree": state } });
        expectRefused(answer, "Malformed router state", `${path} with ${state}`);
      }
      // one Next can read goes on as before (a redirect, the page or its 404)
      const readable = await send({
        path,
        headers: { rsc: "1", "next-router-state-tree": encodeURIComponent('["",{"children":["__PAGE__",{}]}]') },
      });
      expect([301, 302, 303, 307, 308, 200, 404], path).toContain(readable.status);
    }
  });

  test("a post to a page that is no form is a 400", async () => {
    const cases: [string, Record<string, string>, Buffer][] = [
      ["multipart without a boundary", { "content-type": "multipart/form-data" }, multipart([["email", "a@b.c"]])],
      [
        "multipart that is not",
        { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
        Buffer.from("not multipart at all"),
      ],
      [
        "multipart cut short",
        { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
        multipart([["email", "a@b.c"]]).subarray(0, 40),
      ],
      [
        "an action call with a text body",
        { "content-type": "text/plain;charset=UTF-8", "next-action": "7f".padEnd(42, "0") },
        Buffer.from('["$K1"]'),
      ],
      [
        "an action call with a JSON body",
        { "content-type": "application/json", "next-action": "7f".padEnd(42, "0") },
        Buffer.from("{}"),
      ],
    ];
    for (const [what, headers, body] of cases) {
      for (const path of ["/login", "/no-such-page"]) {
        expectRefused(
          await send({ path, method: "POST", headers: { ...SAME_SITE, ...headers }, body }),
          "Malformed form submission",
          `${what} to ${path}`,
        );
      }
    }
  });

  test("a forged call of a form's server action is answered, never with a 500", async ({ request }) => {
    const hidden = await serverFormFields(request, "/login");
    const reference = Object.entries(hidden).find(([name]) => /^\$ACTION_\d+:0$/.test(name))?.[1];
    const actionId = (JSON.parse(reference!) as { id: string }).id;
    const call = (fields: [string, string][], headers: Record<string, string> = { "next-action": actionId }) =>
      send({
        path: "/login",
        method: "POST",
        headers: { ...SAME_SITE, "content-type": `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
        body: multipart(fields),
      });

    // Something else in the form's place: our action answers it as an empty form.
    const notAForm = await call([["0", '[null,"not a form"]']]);
    expect(notAForm.status).toBe(200);
    expect(notAForm.text).toContain("Email is required");

    // Arguments React cannot decode: references to parts that are not there, of every kind, and
    // no arguments at all. Next fails before our action runs; the sender gets a 400.
    const undecodable = [
      "x",
      "[",
      "null",
      '["$1"]',
      '["$Q1"]',
      '["$W1"]',
      '["$h1"]',
      '["$F1"]',
      '["$B1"]',
      '["$E1"]',
      '["$S1"]',
      '["$i1"]',
      '["$l1"]',
      '["$O1"]',
      '["$A1"]',
      '["$Z"]',
    ];
    for (const root of undecodable) expect((await call([["0", root]])).status, root).toBe(400);
    expect((await call([["1", "[]"]])).status, "no root part").toBe(400);

    // The same without script (the action named by the form's hidden fields), forged.
    for (const fields of [
      [["$ACTION_1:0", "not json"]],
      [["$ACTION_1:0", JSON.stringify({ id: actionId, bound: "$@1" })]],
      [["$ACTION_REF_1", ""]],
    ] as [string, string][][]) {
      const answer = await call(fields, {});
      expect(answer.status, JSON.stringify(fields)).toBeLessThan(500);
    }
  });

  test("next-auth's routes answer a body that says JSON but is not with the API's 400", async () => {
    for (const path of ["/api/auth/session", "/api/auth/callback/credentials", "/api/auth/signout"]) {
      for (const [body, detail] of [
        ["{", "The request body is not valid JSON"],
        ["", "The request body is empty; JSON was expected"],
      ]) {
        const answer = await send({
          path,
          method: "POST",
          headers: { ...SAME_SITE, "content-type": "application/json" },
          body: Buffer.from(body!),
        });
        expect(answer.status, `${path} ${body}`).toBe(400);
        expect(JSON.parse(answer.text)).toEqual({ detail });
      }
      const json = await send({
        path,
        method: "POST",
        headers: { ...SAME_SITE, "content-type": "application/json" },
        body: Buffer.from("{}"),
      });
      expect(json.status, path).toBeLessThan(500);
    }
  });
});
