import { redirect } from "react-router";
import { signOut } from "~/services/auth.server";
import type { Route } from "./+types/sign-out";

export async function action({ request, context }: Route.ActionArgs) {
  throw redirect("/", { headers: { "Set-Cookie": await signOut(request, context) } });
}

/** Signing out takes a POST; an address typed or followed by hand just goes home. */
export function loader() {
  return redirect("/");
}
