/** Catches an error the full editor throws while drawing or starting, so the page keeps going without it. */
import { Component, type ReactNode } from "react";

interface Props {
  readonly onCrash: () => void;
  readonly children: ReactNode;
}

export class EditorBoundary extends Component<Props, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    // The pane shows the plain-text editor in its place, with a retry.
    this.props.onCrash();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
