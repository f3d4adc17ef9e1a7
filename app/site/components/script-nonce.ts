import { createContext } from "react";

/**
 * The nonce of a page rendered for one person (the administrator), for the inline scripts the
 * page writes itself; visitors' pages have none, their scripts being allowed by their hashes.
 */
export const ScriptNonce = createContext<string | undefined>(undefined);
