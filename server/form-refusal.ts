import type { Request, Response } from "express";
import { languageOfPath } from "~/domain/language";
import { translatorFor } from "~/i18n/translator";
import { closeAfterAnswer } from "./close-after-answer";

/**
 * Answers a query string or a form body the server will not read, in words in the language
 * of the page it was sent to, and closes the connection behind it.
 */
export function refuseForm(
  request: Request,
  response: Response,
  status: 400 | 403 | 408 | 413 | 415,
  message: string,
  values: Record<string, string> = {},
): null {
  const { language, t } = translatorFor(languageOfPath(request.path));
  const said = t(message, values);
  response.status(status);
  response.setHeader("Cache-Control", "no-store");
  closeAfterAnswer(request, response);
  if (request.accepts(["html", "text"]) === "html") {
    response
      .type("html")
      .send(
        `<!doctype html>\n<html lang="${language}">\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${t("Not sent")} · Makazi</title>\n<h1>${t("The form was not sent")}</h1>\n<p>${said}</p>\n<p>${t("Go back to your form: what you typed is still there.")}</p>\n</html>\n`,
      );
  } else {
    response.type("text").send(`${said}\n`);
  }
  return null;
}
