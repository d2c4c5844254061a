/**
 * The permission matrix in OpenClaw's terms: every agent (rows) by every tool group of the release (columns), in the
 * session chosen (main, other, a sub-agent). A cell says how many of the group's tools the agent keeps, in a word and
 * a colour; picked, it lists the group's tools, each allowed or refused with the layer that refused it, and a refused
 * tool of the main session has "Why not?" (the checked changes that let it through).
 */
import { memo, useCallback, useId, useState } from "react";
import { T } from "../texts";
import type { MatrixSession, ToolMatrixVM } from "../view-model/openclaw";
import { WhyFor } from "./Why";

const STATE_CLASS = { all: "verdict-run", some: "verdict-person", none: "verdict-refused" } as const;

/** Drawn again only for another matrix (the page keeps an equal one the same object: session.ts, shareWithLast). */
export const OpenClawMatrix = memo(function OpenClawMatrix({ vm }: { readonly vm: ToolMatrixVM }) {
  const M = T.openclaw.matrix;
  const [session, setSession] = useState<MatrixSession>("main");
  const [picked, setPicked] = useState<{ agent: string; group: number } | undefined>();
  const [asked, setAsked] = useState<{ agent: string; tool: string } | undefined>();
  const name = useId();
  const pick = useCallback((agent: string, group: number) => {
    setPicked({ agent, group });
    setAsked(undefined);
  }, []);
  const row = picked && vm.rows.find((r) => r.agent === picked.agent);
  const cell = row && picked ? row.cells[session][picked.group] : undefined;
  return (
    <section aria-label={M.heading} data-testid="openclaw-matrix" className="openclaw-matrix">
      <h3>{M.heading}</h3>
      <p className="muted small">{M.intro}</p>
      <fieldset className="session-pick">
        <legend className="sr-only">{M.heading}</legend>
        {vm.sessions.map((s) => (
          <label key={s.id}>
            <input
              type="radio"
              name={name}
              value={s.id}
              checked={session === s.id}
              onChange={() => {
                setSession(s.id);
                setAsked(undefined);
              }}
            />{" "}
            {s.label}
          </label>
        ))}
      </fieldset>
      <div className="matrix-scroll" tabIndex={0} role="group" aria-label={M.heading}>
        <table className="matrix-table">
          <thead>
            <tr>
              <th scope="col">{T.matrix.agent}</th>
              {vm.groups.map((g) => (
                <th scope="col" key={g.name} title={g.tools.join(", ")}>
                  <code>{g.short}</code>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {vm.rows.map((r) => (
              <MatrixRow
                key={r.agent}
                row={r}
                session={session}
                picked={picked?.agent === r.agent ? picked.group : -1}
                pick={pick}
              />
            ))}
          </tbody>
        </table>
      </div>
      {vm.more > 0 ? <p className="muted">{M.more(vm.more)}</p> : null}
      {cell && picked ? (
        <div className="matrix-detail" data-testid="openclaw-matrix-detail">
          <p>
            <code>{picked.agent}</code> · <code>{cell.group}</code> · {vm.sessions.find((s) => s.id === session)?.label}{" "}
            <button type="button" onClick={() => setPicked(undefined)}>
              {M.close}
            </button>
          </p>
          <ul className="tool-verdicts">
            {cell.tools.map((t) => (
              <li key={t.tool} data-tool={t.tool} data-allowed={t.allowed}>
                <code>{t.tool}</code> <span className={t.allowed ? "ok" : "bad"}>{t.allowed ? M.allowed : t.why}</span>
                {!t.allowed && session === "main" ? (
                  <>
                    {" "}
                    <button
                      type="button"
                      className="why-button"
                      onClick={() => setAsked({ agent: picked.agent, tool: t.tool })}
                    >
                      {T.openclaw.calls.whyNot}
                    </button>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
          {asked ? (
            <WhyFor
              target={{ kind: "probe", agent: asked.agent, tool: asked.tool, pattern: "" }}
              onClose={() => setAsked(undefined)}
            />
          ) : null}
        </div>
      ) : null}
    </section>
  );
});

interface RowProps {
  readonly row: ToolMatrixVM["rows"][number];
  readonly session: MatrixSession;
  /** The group picked in this row, or -1. */
  readonly picked: number;
  readonly pick: (agent: string, group: number) => void;
}

/** One agent's row: drawn again only when its cells, the session or the pick in it changed. */
const MatrixRow = memo(function MatrixRow({ row: r, session, picked, pick }: RowProps) {
  const M = T.openclaw.matrix;
  return (
    <tr data-agent={r.agent}>
      <th scope="row">
        <code>{r.agent}</code>
      </th>
      {r.cells[session].map((c, i) => (
        <td key={c.group} className={`matrix-cell ${STATE_CLASS[c.state]}`} data-group={c.group} data-state={c.state}>
          <button
            type="button"
            className="matrix-button"
            aria-label={M.cellLabel(r.agent, c.group, c.text)}
            aria-pressed={picked === i}
            onClick={() => pick(r.agent, i)}
          >
            {c.text}
          </button>
        </td>
      ))}
    </tr>
  );
});
