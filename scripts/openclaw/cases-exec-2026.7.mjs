// cases-exec.mjs in 2026.7's legacy list.
import { execCases } from "./cases-exec.mjs";

export default execCases("list");
