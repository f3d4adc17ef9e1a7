// Creates the administrator or sets a new password; the password comes from ADMIN_PASSWORD
// or is typed at a hidden prompt, never from the command line:
//   npm run admin -- create --email you@example.com
//   npm run admin -- reset-password --email you@example.com
// and lets new browsers sign in at once again after strangers' wrong passwords:
//   npm run admin -- unlock
import { requireNodeVersion } from "./lib/node-version";

requireNodeVersion(24);
// Imported only after the check: on an older Node.js, loading node:sqlite would fail before it could explain why.
const { runAdminCommand, promptForPassword } = await import("./lib/admin-command");
await runAdminCommand(process.argv.slice(2), process.env, promptForPassword);
