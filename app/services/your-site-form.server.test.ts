import { describe, expect, it } from "vitest";
import { readYourSiteForm } from "./your-site-form.server";

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://makazi.test/your-site", { method: "POST", body, headers });

async function refusal(request: Request) {
  const thrown: unknown = await readYourSiteForm(request).then(
    () => null,
    (error: unknown) => error,
  );
  const { data, init } = thrown as { data: string; init: ResponseInit };
  return { status: init.status, message: data };
}

describe("readYourSiteForm", () => {
  it("gives the form's text and the images chosen, an input left empty as unchanged", async () => {
    const form = new FormData();
    form.append("officeName", "Kamau\u001b & Sons");
    form.append("logo", new File([new Uint8Array([0x89, 0x50])], "logo.png", { type: "image/png" }));
    form.append("heroPhoto", new File([], "", { type: "application/octet-stream" }));
    const read = await readYourSiteForm(post(form));
    expect([...read.fields]).toEqual([["officeName", "Kamau & Sons"]]);
    expect(read.logo).toMatchObject({ name: "logo.png", size: 2 });
    expect(read.heroPhoto).toBeNull();
  });

  it("refuses a body that is no form (415), or a form it cannot read (400)", async () => {
    expect(await refusal(post("{}", { "Content-Type": "application/json" }))).toMatchObject({ status: 415 });
    const broken = post("--edge\r\nnonsense", { "Content-Type": "multipart/form-data; boundary=edge" });
    expect(await refusal(broken)).toEqual({
      status: 400,
      message: "The form could not be read. Please try again.",
    });
    const nul = new FormData();
    nul.append("officeName", "Ka\u0000mau");
    expect(await refusal(post(nul))).toMatchObject({ status: 400 });
  });
});
