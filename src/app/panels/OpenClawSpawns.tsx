/** The Sub-agents section: each spawn allowed or refused, why, the setting that decides it, the child's tools. */
import { T } from "../texts";
import { useEditorController } from "../editor/controller";
import type { OpenClawSpawnVM } from "../view-model/spawns";

function SpawnItem({ spawn }: { readonly spawn: OpenClawSpawnVM }) {
  const controller = useEditorController();
  const S = T.openclaw.spawns;
  const setting = spawn.setting;
  return (
    <li className="card" data-spawn-index={spawn.index} data-allowed={spawn.allowed}>
      <h3 className="card-title">
        <button
          type="button"
          className="source-link"
          title={S.showSpawn(spawn.index)}
          onClick={() => controller.reveal(spawn.spawn)}
        >
          <code>{spawn.title}</code>
        </button>{" "}
        <span className={spawn.allowed ? "badge badge-ok" : "badge badge-bad"}>
          {spawn.allowed ? S.allowed : S.refused}
        </span>
        {spawn.expect ? (
          <span className={spawn.expect.met ? "badge badge-ok" : "badge badge-bad"} data-expect-met={spawn.expect.met}>
            {S.expected(spawn.expect.expected, spawn.expect.met)}
          </span>
        ) : null}
      </h3>
      <p className="why-rule">
        {spawn.why}
        {setting ? (
          <>
            {" "}
            <button type="button" className="source-link" onClick={() => controller.reveal(setting)}>
              {S.showSetting}
            </button>
          </>
        ) : null}
      </p>
      {spawn.childTools ? (
        <details>
          <summary>{S.tools(spawn.childTools.length)}</summary>
          <p className="muted">{spawn.childTools.join(", ")}</p>
        </details>
      ) : null}
    </li>
  );
}

export function OpenClawSpawns({
  spawns,
  more,
}: {
  readonly spawns: readonly OpenClawSpawnVM[];
  readonly more: number;
}) {
  if (spawns.length === 0) return null;
  return (
    <section aria-label={T.openclaw.spawns.heading} data-testid="openclaw-spawns">
      <h3>{T.openclaw.spawns.heading}</h3>
      <p className="muted">{T.openclaw.spawns.intro}</p>
      <ul className="cards">
        {spawns.map((s) => (
          <SpawnItem key={s.index} spawn={s} />
        ))}
      </ul>
      {more > 0 ? <p className="muted">{T.openclaw.spawns.more(more)}</p> : null}
    </section>
  );
}
