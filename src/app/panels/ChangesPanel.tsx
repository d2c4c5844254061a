/**
 * The Changes panel: every answer that differs between the baseline and the current texts, grouped (agents,
 * sessions, skills, calls, subagents and tool choice; team and diagnostics last, closed), each side with its value
 * and why. An entry is a button to the line that made the difference. Above the list: which baseline, and the
 * snapshots.
 */
import { useState } from "react";
import { useEditorController } from "../editor/controller";
import type { Documents } from "../state/documents";
import type { History } from "../state/history";
import type { Snapshot } from "../state/snapshots";
import { T } from "../texts";
import type { ChangeGroupVM, ChangeSideVM, ChangesVM, ChangeVM } from "../view-model/changes";
import { BaselinePicker } from "./BaselinePicker";
import { Pager } from "./Pager";
import { SnapshotsSection } from "./SnapshotsSection";
import { usePage } from "./usePage";

interface Props {
  /** Undefined until the analysis has a baseline to compare with. */
  readonly vm: ChangesVM | undefined;
  readonly history: History;
  /** How many answers differ between `texts` and the current ones (a snapshot's summary). */
  readonly compare: (texts: Documents) => Promise<number | undefined>;
  readonly onRestore: (snapshot: Snapshot) => void;
  /** Changes with each analysis: the snapshots' summaries are counted again. */
  readonly version: unknown;
  /** The current texts (a snapshot taken here). */
  readonly current: () => Documents | undefined;
}

export function ChangesPanel({ vm, history, compare, onRestore, version, current }: Props) {
  return (
    <>
      <BaselinePicker history={history} />
      <SnapshotsSection history={history} compare={compare} onRestore={onRestore} version={version} current={current} />
      {vm?.baselineCutOff ? <p className="badge badge-warn">{T.changes.baselineCutOff}</p> : null}
      {!vm || vm.total === 0 ? (
        <p className="muted" data-testid="changes-empty">
          {T.changes.empty}
        </p>
      ) : (
        <>
          <p className="changes-count" aria-live="polite">
            {T.changes.count(vm.total)}
          </p>
          {vm.groups.map((group) => (
            <ChangeGroup key={group.group} group={group} />
          ))}
        </>
      )}
    </>
  );
}

function ChangeGroup({ group }: { readonly group: ChangeGroupVM }) {
  if (!group.collapsed) {
    return (
      <section className="change-group" data-group={group.group}>
        <h3>{`${group.title} (${group.total})`}</h3>
        <ChangeList group={group} />
      </section>
    );
  }
  return <ClosedGroup group={group} />;
}

/** A group listed closed: its entries are drawn only once it is opened. */
function ClosedGroup({ group }: { readonly group: ChangeGroupVM }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="change-group"
      data-group={group.group}
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary>{`${group.title} (${group.total})`}</summary>
      {open ? <ChangeList group={group} /> : null}
    </details>
  );
}

function ChangeList({ group }: { readonly group: ChangeGroupVM }) {
  const page = usePage(group.changes);
  return (
    <>
      <Pager label={group.title} window={page.window} go={page.go} />
      <ul className="changes" aria-label={group.title}>
        {page.items.map((change) => (
          <ChangeEntry key={change.key} change={change} />
        ))}
      </ul>
      {group.total > group.changes.length ? (
        <p className="muted">{T.changes.hidden(group.total - group.changes.length)}</p>
      ) : null}
    </>
  );
}

function ChangeEntry({ change }: { readonly change: ChangeVM }) {
  const controller = useEditorController();
  const target = change.target;
  return (
    <li className={`change change-${change.change}`} data-change-key={change.key} data-change={change.change}>
      <button
        type="button"
        className="change-go"
        aria-disabled={!target}
        title={change.where ? T.changes.reveal(change.title, change.where) : T.changes.noPlace}
        onClick={() => target && controller.reveal(target)}
      >
        <span className="change-kind">{T.changes.kinds[change.change]}</span>{" "}
        <span className="change-title">{change.title}</span>
      </button>
      <div className="change-sides">
        <Side label={T.changes.before} side={change.before} which="before" />
        <Side label={T.changes.after} side={change.after} which="after" />
      </div>
    </li>
  );
}

function Side({ label, side, which }: { label: string; side: ChangeSideVM | undefined; which: "before" | "after" }) {
  return (
    <div className="change-side" data-side={which}>
      <span className="change-label">{label}</span>
      <span className="change-value">{side ? side.value : T.changes.absent}</span>
      {side?.why ? <span className={side.reasoned ? "change-why" : "change-why muted"}>{side.why}</span> : null}
    </div>
  );
}
