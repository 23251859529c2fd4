import { describe, expect, it } from "vitest";
import { ApiError } from "@/components/data/api-client";
import { formProblem } from "@/components/forms/form-errors";
import { WRONG_PASSWORD } from "@/lib/accounts/values";

describe("formProblem", () => {
  const options = { fields: ["password"], detailFields: { [WRONG_PASSWORD]: "password" } } as const;

  it("puts a detail that is about one field under that field", () => {
    expect(formProblem(new ApiError(400, WRONG_PASSWORD, []), options)).toEqual({
      fieldErrors: { password: WRONG_PASSWORD },
      message: null,
    });
  });

  it("keeps any other detail as the form's one sentence", () => {
    expect(formProblem(new ApiError(409, "Something else", []), options)).toEqual({
      fieldErrors: {},
      message: "Something else",
    });
  });
});
