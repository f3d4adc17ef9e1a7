import { feedResponse } from "~/services/feeds.server";
import type { Route } from "./+types/feed";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return feedResponse(request, context, params);
}
