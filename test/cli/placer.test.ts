/** Placing spans by a line index gives the same lines and columns as counting from the start each time. */
import fc from "fast-check";
import { expect, it } from "vitest";
import { placer } from "../../src/cli/check-report";
import { positionAt } from "../../src/core/index";

it("placer agrees with positionAt on every offset, whatever the line endings", () => {
  fc.assert(
    fc.property(
      fc.array(fc.constantFrom("a", "é", "\n", "\r", "\r\n", " ", "😀")).map((parts) => parts.join("")),
      (text) => {
        const place = placer("f", text);
        for (let offset = -1; offset <= text.length + 1; offset++) {
          const p = place({ offset, length: 0 });
          expect({ line: p.line, column: p.column }).toEqual(positionAt(text, offset));
        }
      },
    ),
    { numRuns: 300 },
  );
});
