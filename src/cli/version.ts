/** The package's version, taken from package.json when the command line is built (only this field is bundled). */
import { version } from "../../package.json";

export const VERSION: string = version;
