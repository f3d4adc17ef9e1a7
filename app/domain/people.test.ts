import { describe, expect, it } from "vitest";
import type { OfficeRole, PersonStatus } from "./office-roles";
import {
  ALREADY_REMOVED,
  invitationEmail,
  invitationRefusal,
  invitationSchema,
  joiningSchema,
  LAST_OWNER,
  NO_RECEIVER,
  NOT_ACTIVE,
  NOT_SUSPENDED,
  personDetailsSchema,
  personPhotoFile,
  personPhotoUrl,
  refusalOf,
} from "./people";

const person = (id: number, role: OfficeRole, status: PersonStatus = "active") => ({ id, role, status });

const owner = person(1, "owner");
const agent = person(2, "agent");
const otherOwner = person(3, "owner");

describe("who may be paused, let back in, given another role or removed", () => {
  it.each([
    ["pausing the only owner", owner, { kind: "suspend" }, 1, LAST_OWNER],
    ["pausing one of two owners", owner, { kind: "suspend" }, 2, null],
    ["pausing an agent", agent, { kind: "suspend" }, 1, null],
    ["pausing someone paused", person(2, "agent", "suspended"), { kind: "suspend" }, 1, NOT_ACTIVE],
    ["letting a paused owner back in", person(3, "owner", "suspended"), { kind: "restore" }, 1, null],
    ["letting in someone not paused", agent, { kind: "restore" }, 1, NOT_SUSPENDED],
    [
      "letting a removed person back in",
      person(2, "agent", "removed"),
      { kind: "restore" },
      1,
      NOT_SUSPENDED,
    ],
    ["making the only owner an agent", owner, { kind: "role", role: "agent" }, 1, LAST_OWNER],
    ["keeping the only owner an owner", owner, { kind: "role", role: "owner" }, 1, null],
    ["making one of two owners an assistant", owner, { kind: "role", role: "assistant" }, 2, null],
    ["making an agent an owner", agent, { kind: "role", role: "owner" }, 1, null],
    [
      "making a paused owner an agent",
      person(3, "owner", "suspended"),
      { kind: "role", role: "agent" },
      1,
      null,
    ],
    [
      "giving a removed person a role",
      person(2, "agent", "removed"),
      { kind: "role", role: "agent" },
      1,
      ALREADY_REMOVED,
    ],
    ["removing the only owner", owner, { kind: "remove", receiver: agent }, 1, LAST_OWNER],
    ["removing an owner, one other left", owner, { kind: "remove", receiver: otherOwner }, 2, null],
    ["removing an agent to the owner", agent, { kind: "remove", receiver: owner }, 1, null],
    ["removing an agent to nobody", agent, { kind: "remove", receiver: null }, 1, NO_RECEIVER],
    ["removing an agent to themselves", agent, { kind: "remove", receiver: agent }, 1, NO_RECEIVER],
    [
      "removing to someone paused",
      agent,
      { kind: "remove", receiver: person(4, "agent", "suspended") },
      1,
      NO_RECEIVER,
    ],
    [
      "removing someone removed",
      person(2, "agent", "removed"),
      { kind: "remove", receiver: owner },
      1,
      ALREADY_REMOVED,
    ],
  ] as const)("%s", (_, target, change, activeOwners, refusal) => {
    expect(refusalOf(target, change, activeOwners)).toBe(refusal);
  });
});

describe("invitations", () => {
  it("go to an address nobody in the office has, or a removed person's", () => {
    expect(invitationRefusal(null, "amina@example.co.ke")).toBeNull();
    expect(invitationRefusal({ status: "removed" }, "amina@example.co.ke")).toBeNull();
    expect(invitationRefusal({ status: "active" }, "amina@example.co.ke")).toBe(
      "amina@example.co.ke is in the office already.",
    );
    expect(invitationRefusal({ status: "suspended" }, "amina@example.co.ke")).toMatch(
      /paused: let them back in/,
    );
  });

  it("name an address and a role", () => {
    expect(invitationSchema.parse({ email: " Amina@Example.co.ke ", role: "agent" })).toEqual({
      email: "amina@example.co.ke",
      role: "agent",
    });
    const refused = invitationSchema.safeParse({ email: "amina", role: "boss" });
    expect(refused.error?.issues.map((issue) => issue.path[0])).toEqual(["email", "role"]);
  });

  it("are e-mailed with who invites, as what, the link and until when", () => {
    const email = invitationEmail({
      site: "Baraka Homes",
      inviter: "Wanjiru",
      role: "agent",
      url: "https://baraka.example/invitation/abc",
      expiresAt: new Date("2026-03-05T09:30:00Z"),
    });
    expect(email.subject).toBe("Wanjiru invites you to Baraka Homes");
    expect(email.text).toContain("Wanjiru invites you to work on Baraka Homes's website as agent.");
    expect(email.text).toContain("Join: https://baraka.example/invitation/abc");
    expect(email.text).toContain("Thursday, 5 March at 12:30");
    expect(email.html).toContain('<a href="https://baraka.example/invitation/abc">Join Baraka Homes</a>');
  });

  it("are joined with a name and a password of at least 12 characters, typed twice alike", () => {
    expect(
      joiningSchema.safeParse({
        name: "Otieno",
        password: "long enough words",
        confirmation: "long enough words",
      }).success,
    ).toBe(true);
    const short = joiningSchema.safeParse({ name: "", password: "short", confirmation: "short" });
    expect(short.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["name", "Please enter the name visitors will see"],
      ["password", "Please choose a password of at least 12 characters"],
    ]);
    const different = joiningSchema.safeParse({
      name: "Otieno",
      password: "long enough words",
      confirmation: "long enough word",
    });
    expect(different.error?.issues.map((issue) => issue.path[0])).toEqual(["confirmation"]);
  });
});

describe("a person's details", () => {
  it("keep numbers as international digits and empty boxes as nothing", () => {
    expect(
      personDetailsSchema.parse({
        name: "  Otieno  ",
        phone: "0722 000 111",
        whatsapp: "+254 733 000 222",
        earbNumber: "",
      }),
    ).toEqual({ name: "Otieno", phone: "254722000111", whatsapp: "254733000222", earbNumber: null });
    expect(
      personDetailsSchema.parse({ name: "Akinyi", phone: "", whatsapp: "", earbNumber: "EARB/2019/0123" }),
    ).toEqual({
      name: "Akinyi",
      phone: null,
      whatsapp: null,
      earbNumber: "EARB/2019/0123",
    });
  });

  it("refuse a landline for WhatsApp and a number that is none", () => {
    const refused = personDetailsSchema.safeParse({
      name: "Otieno",
      phone: "call me",
      whatsapp: "020 234 5678",
      earbNumber: "<b>",
    });
    expect(refused.error?.issues.map((issue) => issue.path[0])).toEqual(["phone", "whatsapp", "earbNumber"]);
  });

  it("show a photo stored under a person's name, and nothing else", () => {
    const file = personPhotoFile(7, "0123456789abcdef");
    expect(file).toBe("person-7-0123456789abcdef.webp");
    expect(personPhotoUrl(file, null)).toBe("/media/person-7-0123456789abcdef.webp");
    expect(personPhotoUrl(file, "https://cdn.example")).toBe(
      "https://cdn.example/person-7-0123456789abcdef.webp",
    );
    expect(personPhotoUrl(null, null)).toBeNull();
    expect(personPhotoUrl("../secret.webp", null)).toBeNull();
  });
});
