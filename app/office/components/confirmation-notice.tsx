import { useRouteLoaderData } from "react-router";
import type { loader } from "~/office/routes/admin-layout";

/** The confirmation left by the last save ("Settings saved"), shown on the admin page it led to. */
export function ConfirmationNotice() {
  const message = useRouteLoaderData<typeof loader>("office/routes/admin-layout")?.confirmation;
  if (!message) return null;
  return (
    <p className="notice notice--success" role="status">
      {message}
    </p>
  );
}
