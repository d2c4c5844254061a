// The routing corpus (cases-routes.mjs) in 2026.7's shape: `agents.list` with ids, the systemAgent marked
// `default: true`, no groupScope (2026.7 has none); cases with a `v7` config use it as written.
import { routeCases } from "./cases-routes.mjs";

export default routeCases("list");
