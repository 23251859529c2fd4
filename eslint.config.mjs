import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    // `const { secret: _, ...rest } = row` drops a field on purpose.
    rules: {
      "@typescript-eslint/no-unused-vars": ["warn", { ignoreRestSiblings: true, argsIgnorePattern: "^_" }],
      // A form sent before its page's script has loaded is the browser's own submit: as a GET it
      // would put what was typed (a password, a message) in the address, the history and the logs.
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='method'][value.value='post']))",
          message: 'Give every <form> method="post", so a submit before hydration never puts its fields in the URL.',
        },
      ],
    },
  },
  {
    // Tests read JSON response bodies whose shape each assertion states.
    files: ["tests/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  globalIgnores([".next/**", ".next-*/**", "out/**", "build/**", "next-env.d.ts", ".data/**", "db/migrations/**", "test-results/**", "playwright-report/**", "lib/calendar/generated/**"]),
]);
