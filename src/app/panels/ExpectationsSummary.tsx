/**
 * The header's expectations: "14/15 expectations met" in a status region (red, with a cross, when one fails; a
 * click goes to the first that failed in scenarios.json), and "Pin all", which writes every answer of the scenarios
 * as its expectation in one undoable edit. The count is hidden while the scenarios expect nothing.
 */
import { useEditorController } from "../editor/controller";
import { pinExpectations } from "../state/pins";
import { T } from "../texts";
import { expectationSummary, type ExpectationView, type Pin } from "../view-model/expectations";

interface Props {
  /** The current texts' expectations and answers; undefined before the first analysis. */
  readonly expectations: readonly ExpectationView[] | undefined;
  readonly pins: readonly Pin[] | undefined;
  /** False while the panels show an older text's answers: "Pin all" would write those. */
  readonly canPin: boolean;
  readonly editScenarios: (edit: (text: string) => string) => void;
}

export function ExpectationsSummary({ expectations, pins, canPin, editScenarios }: Props) {
  const controller = useEditorController();
  const { total, met, firstFailed } = expectationSummary(expectations ?? []);
  const failed = total - met;
  const label = T.expectations.summary(met, total);
  return (
    <>
      <p
        className="expect-summary"
        role="status"
        data-testid="expectations-summary"
        data-failed={String(failed > 0)}
        data-met={met}
        data-total={total}
        hidden={total === 0}
      >
        {total === 0 ? null : firstFailed ? (
          <button
            type="button"
            className="expect-summary-count"
            title={T.expectations.jump}
            onClick={() => controller.reveal({ doc: "scenarios", path: firstFailed.path })}
          >
            <span aria-hidden="true">{T.expectations.failedCue} </span>
            {label}
            <span className="sr-only"> ({T.expectations.failedCount(failed)})</span>
          </button>
        ) : (
          <span className="expect-summary-count">
            <span aria-hidden="true">{T.expectations.allMetCue} </span>
            {label}
          </span>
        )}
      </p>
      {pins && pins.length > 0 ? (
        <button
          type="button"
          aria-label={T.expectations.pinAllLabel}
          title={T.expectations.pinAllLabel}
          disabled={!canPin}
          onClick={() => editScenarios((text) => pinExpectations(text, pins))}
        >
          {T.expectations.pinAll}
        </button>
      ) : null}
    </>
  );
}
