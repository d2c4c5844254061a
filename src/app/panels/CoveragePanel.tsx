/**
 * Coverage: the rules, grants, approvals, agents, skill patterns and modes-table entries no scenario exercises, by
 * kind, each with a jump to its place in the editor and "Add a call that uses it" (one edit of the scenarios).
 */
import { memo } from "react";
import { applyAddition } from "../../core/index";
import { useEditorController } from "../editor/controller";
import { T } from "../texts";
import type { CoverageItemVM, CoverageKindVM, CoverageVM } from "../view-model/coverage";
import { Pager } from "./Pager";
import { usePage } from "./usePage";

interface Props {
  readonly vm: CoverageVM;
  /** Whether the scenarios parse, so an entry can be appended to them. */
  readonly editable: boolean;
  readonly editScenarios: (edit: (text: string) => string) => void;
}

interface ItemProps {
  readonly kind: CoverageKindVM["kind"];
  readonly item: CoverageItemVM;
  readonly editable: boolean;
  readonly editScenarios: Props["editScenarios"];
}

const Item = memo(function Item({ kind, item, editable, editScenarios }: ItemProps) {
  const controller = useEditorController();
  const add = item.add;
  return (
    <li className="coverage-item" data-kind={kind} data-path={item.where}>
      <button
        type="button"
        className="chip"
        title={T.coverage.jump(item.where)}
        onClick={() => controller.reveal(item.target)}
      >
        {item.where}
      </button>{" "}
      <span className="coverage-text">{item.text}</span>{" "}
      {add ? (
        <button
          type="button"
          className="coverage-add"
          disabled={!editable}
          title={T.coverage.addTitle(add.label)}
          onClick={() => editScenarios((text) => applyAddition(text, add.addition))}
        >
          {T.coverage.add}
        </button>
      ) : item.noAdd ? (
        <span className="muted small">{T.coverage.noAdd(item.noAdd)}</span>
      ) : null}
    </li>
  );
});

function Kind({ kind, editable, editScenarios }: { readonly kind: CoverageKindVM } & Omit<ItemProps, "item" | "kind">) {
  const paged = usePage(kind.items);
  return (
    <section className="coverage-kind" data-kind={kind.kind} aria-label={kind.title}>
      <h3>
        {T.coverage.kindCount(kind.title, kind.covered, kind.total)}{" "}
        <span className="badge" data-testid={`coverage-kind-${kind.kind}`}>
          {kind.percent}%
        </span>
      </h3>
      {kind.items.length === 0 ? (
        <p className="muted">{T.coverage.allCovered}</p>
      ) : (
        <>
          <Pager label={kind.title} window={paged.window} go={paged.go} />
          <ul className="coverage-list">
            {paged.items.map((item) => (
              <Item
                key={`${item.target.doc}:${item.where}`}
                kind={kind.kind}
                item={item}
                editable={editable}
                editScenarios={editScenarios}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function CoveragePanel({ vm, editable, editScenarios }: Props) {
  return (
    <div className="coverage" data-percent={vm.percent}>
      <p>{vm.total === 0 ? T.coverage.nothing : T.coverage.summary(vm.percent, vm.covered, vm.total)}</p>
      {vm.kinds.map((kind) => (
        <Kind key={kind.kind} kind={kind} editable={editable} editScenarios={editScenarios} />
      ))}
      {vm.hidden > 0 ? <p className="muted">{T.coverage.hidden(vm.hidden)}</p> : null}
      {vm.workSpent ? <p className="badge badge-warn">{T.coverage.workSpent}</p> : null}
    </div>
  );
}
