import { describe, expect, it } from "vitest";
import { headerText, notificationEmail, type NotifiedMessage } from "./notification-email";

const enquiry: NotifiedMessage = {
  id: 7,
  name: "Amina Otieno",
  email: "amina@example.co.ke",
  phone: "0712 345 678",
  message: "Is it still available?\n\nCan I view it on Saturday?",
  receivedAt: "2026-06-03T07:15:00.000Z",
  listing: { name: "Garden Villa in Karen", reference: "MK-1042", slug: "garden-villa-in-karen" },
  reportReason: null,
};

describe("the e-mail about a new message", () => {
  it("names the listing, its reference and link, the visitor and what they wrote", () => {
    const email = notificationEmail(enquiry, { origin: "https://makazi.co.ke", name: "Baraka Homes" });
    expect(email.subject).toBe("Enquiry about Garden Villa in Karen (MK-1042) from Amina Otieno");
    expect(email.text).toContain("Listing: Garden Villa in Karen (MK-1042)\n");
    expect(email.text).toContain("Link: https://makazi.co.ke/properties/garden-villa-in-karen\n");
    expect(email.text).toContain("Name: Amina Otieno\nPhone: 0712 345 678\nE-mail: amina@example.co.ke\n");
    expect(email.text).toContain("Received: 3 Jun 2026, 10:15\n");
    expect(email.text).toContain("Is it still available?\n\nCan I view it on Saturday?");
    expect(email.text).toContain("Open it in the inbox: https://makazi.co.ke/messages/7");
    expect(email.replyTo).toEqual({ name: "Amina Otieno", address: "amina@example.co.ke" });
    expect(email.html).toContain('<a href="https://makazi.co.ke/properties/garden-villa-in-karen">');
    expect(email.html).toContain('<a href="tel:0712345678">0712 345 678</a>');
  });

  it("tells of a contact-form message without a listing, and of a listing deleted since", () => {
    const contact = notificationEmail(
      { ...enquiry, listing: null },
      { origin: "http://127.0.0.1:3000", name: "Baraka Homes" },
    );
    expect(contact.subject).toBe("Message from Amina Otieno on Baraka Homes");
    expect(contact.text).not.toContain("Listing:");
    expect(contact.text).toContain("Open it in the inbox: http://127.0.0.1:3000/messages/7");

    const gone = notificationEmail(
      { ...enquiry, listing: { ...enquiry.listing!, slug: null } },
      { origin: "https://makazi.co.ke", name: "Baraka Homes" },
    );
    expect(gone.text).toContain("Listing: Garden Villa in Karen (MK-1042), since deleted\n");
    expect(gone.text).not.toContain("/properties/");
  });

  it("tells of a report with its reason, and without a name when none was given", () => {
    const report = notificationEmail(
      { ...enquiry, name: "", email: null, message: "", reportReason: "suspicious-contact" },
      { origin: "https://makazi.co.ke", name: "Baraka Homes" },
    );
    expect(report.subject).toBe(
      "Report about Garden Villa in Karen (MK-1042): Someone asked me to pay or gave another number",
    );
    expect(report.text).toContain("A visitor reported a listing.");
    expect(report.text).toContain("Reported: Someone asked me to pay or gave another number\n");
    expect(report.text).not.toContain("Name:");
  });

  it("has no Reply-To without the visitor's e-mail, and says so", () => {
    const email = notificationEmail(
      { ...enquiry, email: null },
      { origin: "https://makazi.co.ke", name: "Baraka Homes" },
    );
    expect(email.replyTo).toBeNull();
    expect(email.text).toContain("The visitor gave no e-mail address.");
    expect(email.text).not.toContain("E-mail:");
  });

  it("keeps line breaks out of the subject and the Reply-To name, and escapes the HTML", () => {
    const hostile = notificationEmail(
      {
        ...enquiry,
        name: "Eve\r\nBcc: victim@example.com\n<script>",
        message: "<img src=x onerror=alert(1)> & more",
        listing: { ...enquiry.listing!, name: "Villa\rX-Injected: yes" },
      },
      { origin: "https://makazi.co.ke", name: "Baraka Homes" },
    );
    expect(hostile.subject).not.toMatch(/[\r\n]/);
    expect(hostile.subject).toBe(
      "Enquiry about Villa X-Injected: yes (MK-1042) from Eve Bcc: victim@example.com <script>",
    );
    expect(hostile.replyTo?.name).toBe("Eve Bcc: victim@example.com <script>");
    expect(hostile.html).not.toContain("<script>");
    expect(hostile.html).not.toContain("<img");
    expect(hostile.html).toContain("&lt;img src=x onerror=alert(1)&gt; &amp; more");
  });

  it("cuts a long subject short", () => {
    expect(headerText("a".repeat(500))).toHaveLength(150);
    expect(headerText(" one\u2028two\ttab ")).toBe("one two tab");
  });
});
