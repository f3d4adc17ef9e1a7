import { webAppManifestResponse } from "~/services/web-app-manifest.server";
import type { Route } from "./+types/web-app-manifest";

/** The visitors' site as a phone adds it to its home screen. */
export const loader = ({ context }: Route.LoaderArgs) => webAppManifestResponse(context, "site");
