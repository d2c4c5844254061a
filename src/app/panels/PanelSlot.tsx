/**
 * One panel's frame: a titled region, the stale marker, and an error boundary so a failing panel shows its error
 * while the page, the editor and the texts stay. Deriving the view model happens inside the boundary too.
 */
import { Component, useMemo, type ErrorInfo, type ReactNode } from "react";
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
      <div role="alert" className="panel-error">
        <p>{T.panelFailed(this.props.name)}</p>
        <pre>{error.message}</pre>
        <p>
          {T.panelFailedHint}{" "}
          <button type="button" onClick={() => this.setState({ error: undefined })}>
            {T.retry}
          </button>
        </p>
      </div>
    );
  }
}

/** The panel's view model, derived once per analysis (resetKey), not on every render of the page. */
function Derived<VM>({
  derive,
  render,
  resetKey,
}: {
  derive: () => VM;
  render: (vm: VM) => ReactNode;
  resetKey: unknown;
}) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- derive reads only what resetKey names
  const vm = useMemo(() => derive(), [resetKey]);
  return <>{render(vm)}</>;
}

interface SlotProps<VM> {
  readonly id: string;
  readonly title: string;
  readonly stale: string | undefined;
  readonly resetKey: unknown;
  readonly derive: () => VM;
  readonly children: (vm: VM) => ReactNode;
}

export function PanelSlot<VM>({ id, title, stale, resetKey, derive, children }: SlotProps<VM>) {
  return (
    <section
      className={stale ? "panel stale" : "panel"}
      aria-labelledby={`${id}-title`}
      id={`panel-${id}`}
      data-testid={`panel-${id}`}
    >
      <h2 id={`${id}-title`} tabIndex={-1}>
        {title}
      </h2>
      {stale ? (
        <p className="stale-note" role="status">
          {stale}
        </p>
      ) : null}
      <PanelBoundary name={title} resetKey={resetKey}>
        <Derived derive={derive} render={children} resetKey={resetKey} />
      </PanelBoundary>
    </section>
  );
}
