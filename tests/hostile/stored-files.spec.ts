import { expect, test, type APIRequestContext } from "@playwright/test";
import { adminToken, newAccount, registerMember, solidImage } from "../e2e/fixtures";

// Removed photos against the real server (docs/security.md, "Stored files"): gone at once, and
// never served as cacheable for ever.

async function memberToken(request: APIRequestContext) {
  const account = newAccount("Photos");
  const id = await registerMember(request, account);
  const login = await request.post("/api/v1/auth/login/json", {
    data: { email: account.email, password: account.password },
  });
  return { id, token: ((await login.json()) as { access_token: string }).access_token };
}

async function addPhoto(request: APIRequestContext, token: string, colour: number) {
  const response = await request.post("/api/v1/users/me/photos", {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      file: {
        name: "me.png",
        mimeType: "image/png",
        buffer: await solidImage({ colour: { r: colour, g: 40, b: 90 } }),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { photos: string[] }).photos.at(-1)!;
}

test("a photo its owner deletes answers 404 at once; served photos can be revalidated, not kept for ever", async ({
  request,
}) => {
  const { token } = await memberToken(request);
  const url = await addPhoto(request, token, 10);
  const served = await request.get(url);
  expect(served.status()).toBe(200);
  expect(served.headers()["cache-control"]).toBe("private, no-cache");
  const etag = served.headers()["etag"]!;
  expect((await request.get(url, { headers: { "If-None-Match": etag } })).status()).toBe(304);

  const removed = await request.delete("/api/v1/users/me/photos/0", { headers: { Authorization: `Bearer ${token}` } });
  expect(removed.status()).toBe(204);
  expect((await request.get(url)).status()).toBe(404);
  expect((await request.get(url, { headers: { "If-None-Match": etag } })).status()).toBe(404);
});

test("an account an admin deletes takes its photos along", async ({ request }) => {
  const { id, token } = await memberToken(request);
  const urls = [await addPhoto(request, token, 20), await addPhoto(request, token, 30)];
  for (const url of urls) expect((await request.get(url)).status()).toBe(200);
  const admin = await adminToken(request);
  expect(
    (await request.delete(`/api/v1/admin/users/${id}`, { headers: { Authorization: `Bearer ${admin}` } })).status(),
  ).toBe(204);
  for (const url of urls) expect((await request.get(url)).status(), url).toBe(404);
});

test("one member cannot pile up message photos never sent: the 21st unsent is refused (409)", async ({ request }) => {
  const { token } = await memberToken(request);
  const upload = async (colour: number) =>
    request.post("/api/v1/messages/upload-photo", {
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        file: {
          name: "p.png",
          mimeType: "image/png",
          buffer: await solidImage({ colour: { r: colour, g: 10, b: 10 } }),
        },
      },
    });
  for (let i = 0; i < 20; i++) {
    const answer = await upload(i);
    expect(answer.status(), await answer.text()).toBe(201);
  }
  const refused = await upload(200);
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { detail: string }).detail).toContain("photos uploaded but not sent");
});
