import { expect, test, type APIResponse } from "@playwright/test";
import {
  BASE_URL,
  createInvite,
  newAccount,
  registerMember,
  serverFormFields,
  signInWithoutScript,
  solidImage,
} from "../e2e/fixtures";

/**
 * The security headers of docs/security.md "Headers", read off the real production server: set by
 * middleware.ts and next.config.ts, so only HTTP shows them.
 */

function expectBaseHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers["x-content-type-options"], response.url()).toBe("nosniff");
  expect(headers["referrer-policy"], response.url()).toBe("strict-origin-when-cross-origin");
}

/** The CSP's directives by name. */
function directives(response: APIResponse): Map<string, string[]> {
  const policy = response.headers()["content-security-policy"];
  expect(policy, `${response.url()} has a Content-Security-Policy`).toBeTruthy();
  return new Map(
    policy!
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** A page's headers: the base two, a strict CSP with a nonce, and what a page may use. Returns the nonce. */
function expectPageHeaders(response: APIResponse): string {
  expectBaseHeaders(response);
  const headers = response.headers();
  const csp = directives(response);
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'self'"]);
  expect(csp.get("form-action")).toEqual(["'self'"]);
  const scripts = csp.get("script-src") ?? [];
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(headers["content-security-policy"]).not.toContain("'unsafe-eval'");
  const nonce = scripts.find((value) => value.startsWith("'nonce-"))?.slice("'nonce-".length, -1);
  expect(nonce, "script-src has a nonce").toMatch(/^[A-Za-z0-9+/]{20,}={0,2}$/);
  expect(headers["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=()");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  // NEXTAUTH_URL is plain http in these tests and nothing says https.
  expect(headers["strict-transport-security"]).toBeUndefined();
  return nonce!;
}

/** Every <script> of the page carries this response's nonce (else the browser would not run it). */
async function expectScriptsCarry(response: APIResponse, nonce: string) {
  const html = await response.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag, "a script without the nonce").toContain(`nonce="${nonce}"`);
}

test.describe("security headers", () => {
  test("a public page: a strict CSP whose nonce is new on every answer and on every script", async ({ request }) => {
    const first = await request.get("/");
    expect(first.status()).toBe(200);
    const nonce = expectPageHeaders(first);
    await expectScriptsCarry(first, nonce);

    const second = await request.get("/");
    const again = expectPageHeaders(second);
    expect(again).not.toBe(nonce);
    await expectScriptsCarry(second, again);

    // The scripts themselves are static files with the base headers.
    const src = (await second.text()).match(/<script[^>]*\bsrc="(\/_next\/static\/[^"]+)"/)?.[1];
    expect(src).toBeTruthy();
    const chunk = await request.get(src!);
    expect(chunk.status()).toBe(200);
    expectBaseHeaders(chunk);
  });

  test("a member's /app page and API answers", async ({ request }) => {
    const account = newAccount("Headers");
    await registerMember(request, account);
    await signInWithoutScript(request, account);

    const page = await request.get("/app", { maxRedirects: 0 });
    expect(page.status()).toBe(200);
    await expectScriptsCarry(page, expectPageHeaders(page));

    const me = await request.get("/api/v1/users/me");
    expect(me.status()).toBe(200);
    expectBaseHeaders(me);
    expectBaseHeaders(await request.get("/api/v1/health"));
    const unknown = await request.get("/api/v1/no-such-thing");
    expect(unknown.status()).toBe(404);
    expectBaseHeaders(unknown);

    // An uploaded photo, served from app/uploads.
    const upload = await request.post("/api/v1/users/me/photos", {
      multipart: { file: { name: "me.png", mimeType: "image/png", buffer: await solidImage() } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const photo = ((await upload.json()) as { photos: string[] }).photos[0]!;
    const served = await request.get(photo.startsWith("/") ? photo : `/uploads/${photo}`);
    expect(served.status()).toBe(200);
    expectBaseHeaders(served);
  });

  test("a 404 page, the favicon and the icons", async ({ request }) => {
    const missing = await request.get("/no-such-page");
    expect(missing.status()).toBe(404);
    await expectScriptsCarry(missing, expectPageHeaders(missing));

    for (const path of ["/favicon.ico", "/icon.svg", "/apple-icon.png", "/icons/icon-192.png"]) {
      const icon = await request.get(path);
      expect(icon.status(), path).toBe(200);
      expect(icon.headers()["content-type"], path).toMatch(/^image\//);
      expectBaseHeaders(icon);
    }
  });

  test("HSTS when the request came over https", async ({ request }) => {
    const https = { "X-Forwarded-Proto": "https" };
    for (const path of ["/", "/api/v1/health", "/favicon.ico"]) {
      const response = await request.get(path, { headers: https });
      expect(response.headers()["strict-transport-security"], path).toBe("max-age=63072000; includeSubDomains");
    }
    const page = await request.get("/", { headers: https });
    expect(directives(page).has("upgrade-insecure-requests")).toBe(true);
  });
});

test.describe("malformed percent-encodings", () => {
  test("name nothing: a 404 for pages, API routes and uploads, never a 500", async ({ request }) => {
    const publicProfile = await request.get("/profile/%ZZ");
    expect(publicProfile.status()).toBe(404);
    expect(await publicProfile.text()).toContain("Profile Not Found");
    expectPageHeaders(publicProfile);
    expect((await request.get("/profile/%FF")).status()).toBe(404);

    const api = await request.get("/api/v1/users/handle/%ZZ?public=true");
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({ detail: expect.any(String) });
    // Route handlers get their segments decoded once: an escaped % is text, not a second escape.
    expect((await request.get("/api/v1/users/handle/%25ZZ?public=true")).status()).toBe(404);
    expect((await request.get("/uploads/%ZZ")).status()).toBe(404);
    expect((await request.get("/_next/static/%ZZ")).status()).toBe(404);
  });

  test("inside /app, for a member: the member area's 404", async ({ request }) => {
    const account = newAccount("Percent");
    await registerMember(request, account);
    await signInWithoutScript(request, account);
    const profile = await request.get("/app/user/%ZZ");
    expect(profile.status()).toBe(404);
    expect(await profile.text()).toContain("Profile not found");
    const unknown = await request.get("/app/%ZZ/anything");
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain("Back to Discover");
  });

  test("a well-formed escape still reaches the page: /profile/%40handle", async ({ request }) => {
    const account = newAccount("Escaped");
    const handle = `esc${Date.now()}`;
    const response = await request.post("/api/v1/auth/register", {
      data: {
        name: account.name,
        email: account.email,
        password: account.password,
        age: 30,
        handle,
        invite_code: await createInvite(request),
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const page = await request.get(`/profile/%40${handle}`);
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain(account.name);
  });
});

test.describe("the sign-in forms' server actions (docs/decisions/022-server-rendered-forms.md)", () => {
  test("another site's post, a forged action id and a malformed body sign nobody in and are never a 500", async ({
    request,
  }) => {
    const account = newAccount("Forged");
    await registerMember(request, account);
    const hidden = await serverFormFields(request, "/login");
    const typed = { email: account.email, password: account.password };

    // The real form, posted from another site for a visitor: Next refuses a server action whose Origin is not ours.
    const foreign = await request.post("/login", {
      multipart: { ...hidden, ...typed },
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(foreign.status(), await foreign.text()).toBe(403);
    expect(await foreign.json()).toEqual({ detail: "Cross-origin request refused" });
    // An action id we never made, through the header the client uses and through the form.
    const forgedHeader = await request.post("/login", {
      headers: { "Next-Action": "0".repeat(42), Origin: BASE_URL },
      multipart: typed,
      maxRedirects: 0,
    });
    expect(forgedHeader.status(), await forgedHeader.text()).toBeLessThan(500);
    const forgedForm = await request.post("/login", {
      multipart: { ...typed, $ACTION_ID_deadbeef: "" },
      headers: { Origin: BASE_URL },
      maxRedirects: 0,
    });
    expect(forgedForm.status(), await forgedForm.text()).toBeLessThan(500);
    // The real action id with a body that is not the form (React's reply format, mangled).
    const actionId = Object.keys(hidden).find((name) => name.startsWith("$ACTION_REF"));
    expect(actionId).toBeTruthy();
    const mangled = await request.post("/login", {
      multipart: { ...hidden, "$ACTION_1:0": "{not json", ...typed },
      headers: { Origin: BASE_URL },
      maxRedirects: 0,
    });
    expect(mangled.status(), await mangled.text()).toBeLessThan(500);

    for (const response of [foreign, forgedHeader, forgedForm, mangled]) {
      expect(response.headers()["set-cookie"] ?? "").not.toContain("overlap.session-token=e");
    }
    expect((await request.get("/api/v1/users/me")).status()).toBe(401);
  });
});
