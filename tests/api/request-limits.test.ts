import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import * as loginRoute from "@/app/api/v1/auth/login/json/route";
import * as plansRoute from "@/app/api/v1/travel-plans/route";
import * as meRoute from "@/app/api/v1/users/me/route";
import * as healthRoute from "@/app/api/v1/health/route";
import { MAX_JSON_BODY_BYTES } from "@/lib/http/body";
import { BASE_SECURITY_HEADERS } from "@/lib/http/security-headers";
import { buildMember, TEST_PASSWORD } from "../factories";
import { call } from "../helpers/http";

/** A body that streams `total` bytes in 64 KB chunks, counting how many were pulled from it. */
function streamedBody(total: number) {
  const state = { pulled: 0 };
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= total) return controller.close();
      state.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, state };
}

function post(path: string, body: BodyInit, headers: Record<string, string>) {
  // duplex "half": undici's requirement for a streamed body, not yet in the RequestInit type.
  const init = { method: "POST", headers, body, duplex: "half" };
  return new NextRequest(new URL(path, "http://localhost:3000"), init as ConstructorParameters<typeof NextRequest>[1]);
}

describe("JSON bodies are capped at 1 MB (docs/security.md, Request bodies)", () => {
  it("refuses a declared oversize body without reading it", async () => {
    const { stream, state } = streamedBody(200 * 1024 * 1024);
    const req = post("/api/v1/auth/login/json", stream, {
      "content-type": "application/json",
      "content-length": String(200 * 1024 * 1024),
    });
    const response = await loginRoute.POST(req, { params: Promise.resolve({}) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ detail: "Request body too large" });
    expect(state.pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it("stops reading a streamed body (no Content-Length) just past the limit", async () => {
    const { stream, state } = streamedBody(200 * 1024 * 1024);
    const req = post("/api/v1/auth/login/json", stream, { "content-type": "application/json" });
    const response = await loginRoute.POST(req, { params: Promise.resolve({}) });
    expect(response.status).toBe(413);
    expect((await response.json()).detail).toBe("Request body too large");
    // a little more than the limit: the stream's read-ahead, never the 200 MB
    expect(state.pulled).toBeLessThan(MAX_JSON_BODY_BYTES + 512 * 1024);
  });

  it("refuses an oversize body to a signed-in route and changes nothing", async () => {
    const member = await buildMember();
    const padding = "x".repeat(MAX_JSON_BODY_BYTES);
    const tooLarge = await call(plansRoute.POST, {
      token: member.token,
      body: { destination: "Lisbon", arrival_date: "2030-01-01", departure_date: "2030-01-05", notes: padding },
    });
    expect(tooLarge.status).toBe(413);
    const plans = await call(plansRoute.GET, { token: member.token });
    expect(plans.body).toEqual([]);
  });

  it("still takes a body just under the limit", async () => {
    const member = await buildMember();
    const body = JSON.stringify({
      email: member.user.email,
      password: TEST_PASSWORD,
      filler: "y".repeat(MAX_JSON_BODY_BYTES - 200),
    });
    const response = await call(loginRoute.POST, { body });
    expect(response.status).toBe(200);
  });
});

describe("signed-in answers are not cached (docs/security.md, Headers)", () => {
  it("marks a signed-in caller's answers, errors included, no-store; public ones are left alone", async () => {
    const member = await buildMember();
    const me = await call(meRoute.GET, { token: member.token });
    expect(me.status).toBe(200);
    expect(me.headers.get("cache-control")).toBe("no-store");
    const invalid = await call(meRoute.PUT, { token: member.token, method: "PUT", body: { age: "old" } });
    expect(invalid.status).toBe(422);
    expect(invalid.headers.get("cache-control")).toBe("no-store");
    const health = await call(healthRoute.GET);
    expect(health.status).toBe(200);
    expect(health.headers.get("cache-control")).toBe("no-store");
  });
});

describe("our server refuses bodies of stated length before reading them (scripts/server.mjs)", () => {
  it("holds the API's limits, and asks the rest of the site for small bodies of stated length", async () => {
    // @ts-expect-error: a plain ES module without types; the production server's own rule
    const { refuseBody } = await import("../../scripts/server.mjs");
    const json = { "content-type": "application/json" };
    expect(refuseBody("/api/v1/auth/login/json", { ...json, "content-length": "1048576" })).toBeUndefined();
    expect(refuseBody("/api/v1/auth/login/json", { ...json, "content-length": "1048577" })).toEqual({
      status: 413,
      detail: "Request body too large",
    });
    expect(
      refuseBody("/api/v1/users/me/photos", {
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(11 * 1024 * 1024),
      }),
    ).toBeUndefined();
    expect(
      refuseBody("/api/v1/users/me/photos", {
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(13 * 1024 * 1024),
      })?.status,
    ).toBe(413);
    expect(refuseBody("/api/v1/auth/login/json", { ...json, "content-length": "nonsense" })?.status).toBe(413);
    // the API's readers count a streamed body themselves
    expect(refuseBody("/api/v1/auth/login/json", { ...json, "transfer-encoding": "chunked" })).toBeUndefined();
    expect(refuseBody("/api/auth/signout", { "transfer-encoding": "chunked" })?.status).toBe(411);
    expect(refuseBody("/login", { "content-length": "70000" })?.status).toBe(413);
    expect(refuseBody("/login", { "content-length": "300" })).toBeUndefined();
    expect(refuseBody("/app", {})).toBeUndefined();
  });

  it("answers before Next with the headers every answer carries", async () => {
    // @ts-expect-error: a plain ES module without types; the production server's own rule
    const { EARLY_ANSWER_HEADERS } = await import("../../scripts/server.mjs");
    expect(EARLY_ANSWER_HEADERS).toEqual(BASE_SECURITY_HEADERS);
  });

  it("refuses the methods Next cannot take with a 405 that says which it can", async () => {
    // @ts-expect-error: a plain ES module without types; the production server's own rule
    const { refuseHeaders } = await import("../../scripts/server.mjs");
    for (const method of ["TRACE", "TRACK", "CONNECT", "PROPFIND", "PURGE", "MKCOL"]) {
      expect(refuseHeaders(method, {}), method).toEqual({
        status: 405,
        detail: "Method not allowed",
        headers: { Allow: "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS" },
      });
    }
    for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"])
      expect(refuseHeaders(method, {}), method).toBeUndefined();
  });

  it("refuses a router-state header Next cannot read, and only such a one", async () => {
    // @ts-expect-error: a plain ES module without types; the production server's own rule
    const { refuseHeaders: refuseHeadersOf } = await import("../../scripts/server.mjs");
    const refuseHeaders = (headers: Record<string, string>) => refuseHeadersOf("GET", headers);
    const refused = { status: 400, detail: "Malformed router state" };
    for (const state of ["x", "[]", '[""]', "[1,{}]", "%E0%A4%A", '["",{"children":"x"}]']) {
      expect(refuseHeaders({ "next-router-state-tree": state }), state).toEqual(refused);
    }
    // the shape our pages' script sends on a navigation (the browser tests send real ones): segments and their children
    const sent = encodeURIComponent(
      JSON.stringify([
        "",
        {
          children: [
            "app",
            { children: [["id", "7", "d", null], { children: ["__PAGE__", {}, null, null] }] },
            null,
            "refetch",
          ],
        },
        null,
        null,
      ]),
    );
    expect(refuseHeaders({ "next-router-state-tree": sent })).toBeUndefined();
    expect(refuseHeaders({})).toBeUndefined();
  });
});
