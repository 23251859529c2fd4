import { describe, expect, it, vi } from "vitest";
import { LoginBody } from "@/lib/accounts/contract";
import { attempt, sentFields } from "@/lib/forms/form-action";
import { withoutBlanks } from "@/lib/forms/fields";
import { AppError, fieldError } from "@/lib/errors/app-error";
import { parseOrThrow } from "@/lib/http/validation";

// The server side of the sign-in pages' forms (docs/decisions/022-server-rendered-forms.md).
describe("sentFields", () => {
  it("reads only the fields asked for, as text, each bounded, whatever else was sent", () => {
    const data = new FormData();
    data.append("email", "a@example.com");
    data.append("email", "second@example.com");
    data.append("password", "p".repeat(2_000_000));
    data.append("callbackUrl", new File(["x"], "evil.txt"));
    data.append("is_admin", "true");
    const sent = sentFields(data, ["email", "password", "callbackUrl", "name"] as const);
    expect(Object.keys(sent).sort()).toEqual(["callbackUrl", "email", "name", "password"]);
    expect(sent.email).toBe("a@example.com");
    expect(sent.password).toHaveLength(10_000);
    expect(sent.callbackUrl).toBe("");
    expect(sent.name).toBe("");
  });

  it("reads anything a forged call passes in the form's place as an empty form", () => {
    for (const forged of ["not a form", null, undefined, 7, { get: () => "x" }, ["email"]]) {
      expect(sentFields(forged as unknown as FormData, ["email", "password"] as const)).toEqual({
        email: "",
        password: "",
      });
    }
  });

  it("leaves blank fields out of the body, as the API's clients do", () => {
    expect(withoutBlanks({ email: " ", password: "x", name: "" })).toEqual({ password: "x" });
  });
});

describe("attempt", () => {
  it("puts a 422's field errors under the form's fields, in the contract's words", async () => {
    const outcome = await attempt(["email", "password"] as const, async () =>
      parseOrThrow(LoginBody, withoutBlanks({ email: "", password: "" })),
    );
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.status).toBe(422);
    expect(Object.keys(outcome.errors).sort()).toEqual(["email", "password"]);
    expect(outcome.message).toBeNull();
  });

  it("keeps a field error about a field the form does not show as its one sentence", async () => {
    const outcome = await attempt(["email"] as const, async () => {
      throw fieldError("token", "Invalid token");
    });
    expect(outcome).toMatchObject({ ok: false, status: 422, errors: {}, message: "Invalid token" });
  });

  it("says any other refusal in the service's words, with its status", async () => {
    const outcome = await attempt(["email"] as const, async () => {
      throw new AppError("rate_limited", "Too many attempts. Try again in 15 minutes.", { retryAfterSeconds: 900 });
    });
    expect(outcome).toMatchObject({
      ok: false,
      status: 429,
      errors: {},
      message: "Too many attempts. Try again in 15 minutes.",
    });
  });

  it("turns a failure of ours into the API's sentence and logs it, never a throw at the page", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const outcome = await attempt(["email"] as const, async () => {
      throw new TypeError("boom");
    });
    expect(outcome).toMatchObject({
      ok: false,
      status: 500,
      message: "Something went wrong on our side. Please try again.",
    });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it("hands back what the work returned", async () => {
    expect(await attempt(["email"] as const, async () => 42)).toEqual({ ok: true, value: 42 });
  });
});
