import { webAppManifestResponse } from "~/services/web-app-manifest.server";
import type { Route } from "./+types/office-manifest";

/** The office's pages as a phone adds them to its home screen: they open on the dashboard. */
export const loader = ({ context }: Route.LoaderArgs) => webAppManifestResponse(context, "office");
