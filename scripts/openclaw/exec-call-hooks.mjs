// Node module customization hook for exec-call-probe.mjs: injects a stub into OpenClaw's `callGatewayTool` so the
// real exec tool never contacts a gateway; the probe answers the approval RPCs (globalThis.__ocGatewayStub).
// The chunk is found by what it contains, not by its hashed name: any dist/gateway-<hash>.js|.mjs that defines the
// function (2026.9.6: gateway-C0WAS-zz.mjs, 2026.7.35: gateway-C9ZiiL-p.js).
const SIGNATURE = "async function callGatewayTool(method, opts, params, extra) {";

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (/\/dist\/gateway-[A-Za-z0-9_-]+\.m?js$/.test(url)) {
    const src = typeof result.source === "string" ? result.source : Buffer.from(result.source).toString("utf8");
    if (src.includes(SIGNATURE)) {
      return {
        ...result,
        source: src.replace(
          SIGNATURE,
          SIGNATURE +
            "\n\tif (globalThis.__ocGatewayStub) return await globalThis.__ocGatewayStub(method, opts, params, extra);",
        ),
        shortCircuit: true,
      };
    }
  }
  return result;
}
