import { findAboutParagraphs } from "~/data/about.server";
import { servicesFrom } from "~/services/context.server";
import { publicUrl } from "~/services/public-address.server";
import type { Route } from "./+types/about";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database } = servicesFrom(context);
  return {
    paragraphs: await findAboutParagraphs(database.db),
    canonicalUrl: publicUrl(request, context, "/About"),
  };
}

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="page page--narrow prose">
      <title>About · Makazi</title>
      <meta name="description" content="Who we are and how Makazi helps you find property in Kenya." />
      <link rel="canonical" href={loaderData.canonicalUrl} />
      <h1>About us</h1>
      {loaderData.paragraphs.length > 0 ? (
        loaderData.paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)
      ) : (
        <p className="empty-state">There is nothing here yet.</p>
      )}
    </main>
  );
}
