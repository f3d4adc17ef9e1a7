import { describe, expect, it } from "vitest";
import { contactMessageSchema } from "./contact";

const valid = { name: "Wanjiru", email: "wanjiru@example.co.ke", message: "Is the villa still available?" };

describe("contactMessageSchema", () => {
  it("accepts a complete message and trims it", () => {
    expect(contactMessageSchema.parse({ ...valid, name: "  Wanjiru " }).name).toBe("Wanjiru");
  });

  it.each([
    ["name", { ...valid, name: "  " }, "Please enter your name"],
    ["email", { ...valid, email: "" }, "Please enter your e-mail address"],
    ["email", { ...valid, email: "wanjiru@" }, "Please enter a valid e-mail address, like name@example.com"],
    ["message", { ...valid, message: "" }, "Please write a message"],
    ["message", { ...valid, message: "x".repeat(5001) }, "Please keep your message under 5,000 characters"],
  ])("refuses a bad %s with a clear message", (field, input, message) => {
    const result = contactMessageSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });
});
