import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const SERVER_RENDERED_ONLY =
  "Visitors' pages and the window card run no React in the browser: what happens there belongs in a page script (app/site/scripts).";
const BROWSER_ONLY_REACT_HOOKS = [
  "useState",
  "useReducer",
  "useEffect",
  "useLayoutEffect",
  "useInsertionEffect",
  "useEffectEvent",
  "useRef",
  "useImperativeHandle",
  "useCallback",
  "useMemo",
  "useTransition",
  "useDeferredValue",
  "useOptimistic",
  "useActionState",
  "useSyncExternalStore",
];
const BROWSER_ONLY_ROUTER_HOOKS = [
  "useNavigate",
  "useNavigation",
  "useSubmit",
  "useFetcher",
  "useFetchers",
  "useRevalidator",
  "useBlocker",
  "useBeforeUnload",
  "useViewTransitionState",
];

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "data/", "node_modules/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // Visitors' pages and the office's window card are rendered on the server only and run no
    // React in the browser: hooks that keep state, run effects or respond to the visitor, and
    // event handler props, would never run. What a page does in the browser belongs to its page
    // script (app/site/scripts).
    files: [
      "app/site/**/*.{ts,tsx}",
      "app/office/routes/window-card.tsx",
      "app/office/components/window-card.tsx",
      "app/ui/print-button.tsx",
    ],
    ignores: ["app/site/scripts/**", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "react", importNames: BROWSER_ONLY_REACT_HOOKS, message: SERVER_RENDERED_ONLY },
            { name: "react-dom", importNames: ["useFormStatus"], message: SERVER_RENDERED_ONLY },
            { name: "react-router", importNames: BROWSER_ONLY_ROUTER_HOOKS, message: SERVER_RENDERED_ONLY },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: `MemberExpression[property.name=/^(${[...BROWSER_ONLY_REACT_HOOKS, ...BROWSER_ONLY_ROUTER_HOOKS].join("|")})$/]`,
          message: SERVER_RENDERED_ONLY,
        },
        { selector: "JSXAttribute[name.name=/^on[A-Z]/]", message: SERVER_RENDERED_ONLY },
      ],
    },
  },
  {
    files: ["**/*.js"],
    languageOptions: { globals: globals.node },
  },
);
