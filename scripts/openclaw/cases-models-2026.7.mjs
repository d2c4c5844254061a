// cases-models.mjs in 2026.7's legacy list.
import { modelCases } from "./cases-models.mjs";

export default modelCases("list");
