/**
 * One panel's frame: a titled region, the stale marker, and an error boundary so a failing panel shows its error
 * while the page, the editor and the texts stay; a view model its adapter could not make shows the same way.
 */
import { Component, type ErrorInfo, type ReactNode } from "react";
import type { PanelResult } from "../analysis/studio";
import { T } from "../texts";

interface BoundaryProps {
  readonly name: string;
  readonly resetKey: unknown;
  readonly children: ReactNode;
}

interface BoundaryState {
  readonly error: Error | undefined;
  readonly key: unknown;
}

class PanelBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey !== state.key ? { error: undefined, key: props.resetKey } : null;
  }

  override componentDidCatch(_error: Error, _info: ErrorInfo): void {
    // Shown in the panel itself; nothing to report anywhere else.
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <PanelError name={this.props.name} message={error.message} onRetry={() => this.setState({ error: undefined })} />
    );
  }
}

/** What a failing panel shows: its name, the error, and (for a drawing error) a retry. */
function PanelError({ name, message, onRetry }: { name: string; message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="panel-error">
      <p>{T.panelFailed(name)}</p>
      <pre>{message}</pre>
      <p>
        {T.panelFailedHint}
        {onRetry ? (
          <>
            {" "}
            <button type="button" onClick={onRetry}>
              {T.retry}
            </button>
          </>
        ) : null}
      </p>
    </div>
  );
}

interface SlotProps<VM> {
  readonly id: string;
  readonly title: string;
  readonly stale: string | undefined;
  /** The panel's view model, or the error its adapter met. */
  readonly result: PanelResult<VM>;
  readonly children: (vm: VM) => ReactNode;
  /**
   * Drawn in the next frame: the page's first answer paints the panels at the top of the column first, and this one's
   * frame and title stand in for it meanwhile (Panels.tsx).
   */
  readonly later?: boolean;
  /**
   * Still the answer for the texts before the last keys: a panel a keystroke's answer leaves to its second part
   * (later.ts), made once typing pauses. Busy, with a quiet mark that shows only if the wait is long enough to see.
   */
  readonly pending?: boolean;
}

export function PanelSlot<VM>({ id, title, stale, result, children, later, pending }: SlotProps<VM>) {
  return (
    <section
      {...((later || pending) && { "aria-busy": true })}
      className={["panel", stale && "stale", pending && "pending"].filter(Boolean).join(" ")}
      aria-labelledby={`${id}-title`}
      id={`panel-${id}`}
      data-panel={id}
      data-testid={`panel-${id}`}
    >
      <h2 id={`${id}-title`} tabIndex={-1}>
        {title}
      </h2>
      {pending ? (
        <span className="pending-note" aria-hidden="true">
          {T.laterPending}
        </span>
      ) : null}
      {stale ? (
        <p className="stale-note" role="status">
          {stale}
        </p>
      ) : null}
      {later ? null : (
        <PanelBoundary name={title} resetKey={result}>
          {result.ok ? children(result.vm) : <PanelError name={title} message={result.error} />}
        </PanelBoundary>
      )}
    </section>
  );
}
