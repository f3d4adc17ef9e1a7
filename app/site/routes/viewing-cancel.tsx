import { data, Form, Link } from "react-router";
import { PageTitle } from "~/ui/site-brand";
import type { PageHandle } from "~/entry.server";
import { viewingMoment } from "~/domain/viewing-booking";
import { useTranslation, useWrittenText } from "~/i18n/language-context";
import { servicesFrom } from "~/services/context.server";
import { secretLinkHeaders } from "~/services/http-caching.server";
import { cancelByLink, viewingOfCancelLink } from "~/services/viewings.server";
import { SendButton } from "~/site/components/send-button";
import type { Route } from "./+types/viewing-cancel";

/** The page carries the link's token: never kept, shared or indexed. */
export const handle: PageHandle = { secretLink: true };
export const headers = secretLinkHeaders;

const shown = (viewing: Awaited<ReturnType<typeof viewingOfCancelLink>>) =>
  viewing && {
    reference: viewing.reference,
    startsAt: viewing.startsAt,
    status: viewing.status,
    listing: { slug: viewing.listing.slug, name: viewing.listing.name, nameSw: viewing.listing.nameSw },
  };

/** The link asks for a press of its button rather than cancelling on opening: mail filters open links by themselves. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const viewing = shown(await viewingOfCancelLink(servicesFrom(context).database.db, params.token));
  return data({ viewing }, { status: viewing ? 200 : 404 });
}

export async function action({ params, context }: Route.ActionArgs) {
  const viewing = shown(await cancelByLink(context, params.token));
  return data({ viewing }, { status: viewing ? 200 : 404 });
}

export default function ViewingCancel({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale, localPath } = useTranslation();
  const viewing = actionData ? actionData.viewing : loaderData.viewing;
  const name = useWrittenText(viewing?.listing.name ?? "", viewing?.listing.nameSw ?? null);
  return (
    <main id="main" className="page page--narrow">
      <PageTitle>{t("Cancel the viewing")}</PageTitle>
      <meta name="robots" content="noindex" />
      <h1>{t("Cancel the viewing")}</h1>
      {!viewing ? (
        <p className="notice notice--error" role="alert">
          {t("This link is not valid. Please use the link in your latest e-mail about the viewing.")}
        </p>
      ) : (
        <>
          <p>
            <Link to={localPath(`/properties/${viewing.listing.slug}`)} lang={name.lang}>
              {name.text}
            </Link>
            {" · "}
            {viewingMoment(viewing.startsAt, locale)} · {viewing.reference}
          </p>
          {viewing.status === "cancelled" ? (
            <p className="notice notice--success" role="status">
              {t("Your viewing is cancelled; its time is free for others again.")}
            </p>
          ) : viewing.status === "declined" ? (
            <p className="notice">
              {t("The office could not take this viewing; there is nothing to cancel.")}
            </p>
          ) : (
            <Form method="post" className="form">
              <p>{t("Can you not come? Cancel the viewing, so that someone else may take its time.")}</p>
              <SendButton>{t("Cancel the viewing")}</SendButton>
            </Form>
          )}
        </>
      )}
    </main>
  );
}
