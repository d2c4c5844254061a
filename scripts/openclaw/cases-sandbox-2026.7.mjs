// cases-sandbox.mjs in 2026.7's legacy list.
import { sandboxCases } from "./cases-sandbox.mjs";

export default sandboxCases("list");
