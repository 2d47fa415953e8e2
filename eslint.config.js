// ESLint (flat config): typescript-eslint's recommended rules, and React's rules of hooks for the
// client. `npm test` runs it before the tests (npm run lint).
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", ".wrangler/", ".tmp/", "worker/generated/", "client/generated-*"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // Unused names are errors, except a deliberate `_` prefix (an argument a signature requires).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    // The two classic rules, not the plugin's React Compiler rules: those read every assignment to a
    // valtio proxy (state.listing.x = …, valtio's way of changing state) as mutating React state.
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
);
