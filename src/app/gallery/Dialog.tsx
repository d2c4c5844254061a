/** A modal dialog of our own (the native <dialog>, so focus stays inside and Escape closes it). */
import { useEffect, useRef, type ReactNode } from "react";

interface Props {
  readonly open: boolean;
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  readonly role?: "dialog" | "alertdialog";
}

export function Dialog({ open, title, onClose, children, role = "dialog" }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const titleId = `dialog-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <dialog ref={ref} role={role} aria-labelledby={titleId} className="dialog" onCancel={onClose}>
      <h2 id={titleId}>{title}</h2>
      {open ? children : null}
    </dialog>
  );
}
