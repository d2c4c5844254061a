// cases-skills.mjs in 2026.7's legacy list.
import { skillCases } from "./cases-skills.mjs";

export default skillCases("list");
