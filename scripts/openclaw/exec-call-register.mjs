// Registers exec-call-hooks.mjs (the gateway stub) before exec-call-probe.mjs loads OpenClaw:
//   node --import ./exec-call-register.mjs exec-call-probe.mjs ...
import { register } from "node:module";
register("./exec-call-hooks.mjs", import.meta.url);
