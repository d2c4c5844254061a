// Node module customization hook: inject a stub into callGatewayTool so the real
// exec tool never contacts a gateway. Also lets the harness simulate approval routes.
export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (/\/dist\/gateway-[A-Za-z0-9_-]+\.(m?js)$/.test(url)) {
    let src = typeof result.source === "string" ? result.source : Buffer.from(result.source).toString("utf8");
    const sig = "async function callGatewayTool(method, opts, params, extra) {";
    if (src.includes(sig)) {
      src = src.replace(
        sig,
        sig +
          "\n\tif (globalThis.__ocGatewayStub) return await globalThis.__ocGatewayStub(method, opts, params, extra);",
      );
      return { ...result, source: src, shortCircuit: true };
    }
  }
  return result;
}
