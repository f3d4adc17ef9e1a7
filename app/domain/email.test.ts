import { describe, expect, it } from "vitest";
import { mailboxOf } from "./email";

describe("the mailbox an address delivers to", () => {
  it("is the same however the address is spelled: case, a +tag, spaces around", () => {
    const spellings = [
      "name+1@example.co.ke",
      "name+2@example.co.ke",
      " Name+3@Example.CO.KE",
      "NAME@example.co.ke",
    ];
    expect(new Set(spellings.map(mailboxOf))).toEqual(new Set(["name@example.co.ke"]));
  });

  it("ignores dots only where the provider does: Gmail, under either of its domains", () => {
    expect(mailboxOf("Jane.Doe+alerts@GoogleMail.com")).toBe("janedoe@gmail.com");
    expect(mailboxOf("j.a.n.e.doe@gmail.com")).toBe("janedoe@gmail.com");
    expect(mailboxOf("jane.doe@example.co.ke")).toBe("jane.doe@example.co.ke");
  });

  it("keeps different mailboxes apart", () => {
    expect(mailboxOf("jane@example.co.ke")).not.toBe(mailboxOf("jane@example.com"));
    expect(mailboxOf("jane@example.co.ke")).not.toBe(mailboxOf("janet@example.co.ke"));
    // A name that is all tag is a name of its own.
    expect(mailboxOf("+kenya@example.co.ke")).toBe("+kenya@example.co.ke");
  });
});
