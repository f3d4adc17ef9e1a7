import { describe, expect, it } from "vitest";
import { fieldErrors } from "./form-errors";
import { type PasswordChangeField, passwordChangeSchema } from "./password-change";

const errorsFor = (form: Record<PasswordChangeField, string>) => {
  const result = passwordChangeSchema.safeParse(form);
  return result.success ? {} : fieldErrors<PasswordChangeField>(result.error);
};

describe("passwordChangeSchema", () => {
  it("accepts a long new password typed twice, spaces and all", () => {
    expect(
      errorsFor({
        currentPassword: "old one",
        newPassword: " twelve chars ",
        confirmation: " twelve chars ",
      }),
    ).toEqual({});
  });

  it("asks for the current password and refuses a new one equal to it", () => {
    expect(
      errorsFor({ currentPassword: "", newPassword: "long enough pass", confirmation: "long enough pass" }),
    ).toEqual({
      currentPassword: "Please enter your current password",
    });
    expect(
      errorsFor({
        currentPassword: "long enough pass",
        newPassword: "long enough pass",
        confirmation: "long enough pass",
      }),
    ).toEqual({ newPassword: "Please choose a password different from the current one" });
  });
});
