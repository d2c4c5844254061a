/**
 * The Share control in the header: the secrets found (before any link is made) with one-click Redact, Copy link,
 * Copy as Markdown (with a field to copy by hand when the clipboard is not available), and where the link fits.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { linkFits, shareTexts, toMarkdown, type Diagnostic, type DocumentId, type ProfileId } from "../../core/index";
import type { Documents } from "../state/documents";
import { T } from "../texts";
import type { ExpectationView } from "../view-model/expectations";
import { findingsOf, redacted, scanSecrets } from "./content";
import type { KeptDraft } from "../state/drafts";
import type { ShareEnv } from "./env";
import { makeLink } from "./fragment";

/** Secrets listed by name; the rest are counted. */
const SHOWN_SECRETS = 8;

interface Props {
  readonly env: ShareEnv;
  readonly docs: Documents;
  readonly tab: DocumentId;
  /** The profile the texts are read in: a secret's place names the config by its file name there. */
  readonly profile: ProfileId;
  /** The open panel, when the page has one: the link opens it. */
  readonly panel: () => string | undefined;
  /** One line per simulated call, for the Markdown block. */
  readonly decisions: readonly string[] | undefined;
  /** The expectations and diagnostics of the texts: the Markdown names the failed ones and the problems. */
  readonly expectations?: readonly ExpectationView[];
  readonly diagnostics?: readonly Diagnostic[];
  readonly kept: KeptDraft | undefined;
  readonly onOpen: () => void;
  readonly onRedact: (docs: Documents) => void;
  readonly onBringBack: (kept: KeptDraft) => void;
  /** The texts the Changes panel compares with (what a proposal proposes a change to); none: no proposal. */
  readonly baseline?: () => Documents | undefined;
}

type Copied = {
  readonly what: "link" | "markdown" | "proposal";
  readonly by: "clipboard" | "hand";
  readonly text: string;
};

export function ShareMenu(props: Props) {
  const { env, docs, tab, profile, panel, decisions, expectations, diagnostics, kept, onOpen, onRedact, onBringBack } =
    props;
  const baselineOf = props.baseline;
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState<Copied | undefined>(undefined);
  const [redactedNow, setRedactedNow] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const close = (focus: boolean) => {
    setOpen(false);
    setCopied(undefined);
    setRedactedNow(false);
    if (focus) toggle.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target)) {
        setOpen(false);
        setCopied(undefined);
        setRedactedNow(false);
      }
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const link = useMemo(
    () => (open ? makeLink(env.location.href, docs, tab, panel()) : undefined),
    [open, env, docs, tab, panel],
  );
  const scan = useMemo(() => (open ? scanSecrets(docs, profile) : undefined), [open, docs, profile]);
  // A proposal: these documents and the baseline they change, when they differ. The baseline travels too, so a
  // secret in it (one the change removes, say) keeps the proposal from being made.
  const proposal = useMemo(() => {
    const baseline = open ? baselineOf?.() : undefined;
    if (
      !baseline ||
      (baseline.config === docs.config &&
        baseline.scenarios === docs.scenarios &&
        baseline.approvals === docs.approvals)
    )
      return undefined;
    const secrets = scanSecrets(baseline, profile).items.length;
    return { link: makeLink(env.location.href, docs, tab, panel(), baseline), secrets };
  }, [open, baselineOf, env, docs, tab, panel, profile]);

  const copy = async (what: Copied["what"], text: string) => {
    if (env.clipboard) {
      try {
        await env.clipboard.writeText(text);
        setCopied({ what, by: "clipboard", text });
        return;
      } catch {
        // Refused (no permission, page not focused): offer the text to copy by hand.
      }
    }
    setCopied({ what, by: "hand", text });
  };
  const markdown = () =>
    toMarkdown({
      config: docs.config,
      scenarios: docs.scenarios,
      link: link?.ok ? link.url : undefined,
      decisions: decisions ?? [],
      ...findingsOf(expectations, diagnostics, docs),
    });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      close(true);
    }
  };

  return (
    <div className="share" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (open) close(false);
          else {
            onOpen();
            setOpen(true);
          }
        }}
      >
        {T.share.open}
      </button>
      {open && link && scan ? (
        <section id={menuId} className="share-menu" aria-label={T.share.menuLabel} data-testid="share-menu">
          <p className="muted small share-includes">{T.share.includes}</p>
          {scan.items.length ? (
            <section className="share-secrets" aria-labelledby={`${menuId}-secrets`} data-testid="share-secrets">
              <h3 id={`${menuId}-secrets`}>{T.share.secretsTitle}</h3>
              <p>{shareTexts.secretsFound(scan.items.length)}</p>
              <ul>
                {scan.items.slice(0, SHOWN_SECRETS).map((item) => (
                  <li key={item.key}>
                    {item.label}: <code>{item.preview}</code>
                  </li>
                ))}
              </ul>
              {scan.items.length > SHOWN_SECRETS ? (
                <p className="muted small">{T.share.moreSecrets(scan.items.length - SHOWN_SECRETS)}</p>
              ) : null}
              <button
                type="button"
                className="danger"
                aria-label={T.share.redactLabel(scan.items.length)}
                onClick={() => {
                  onRedact(redacted(docs, scan));
                  setRedactedNow(true);
                }}
              >
                {T.share.redact}
              </button>
            </section>
          ) : redactedNow ? (
            <p className="badge badge-ok" role="status">
              {T.share.redactedNote}
            </p>
          ) : null}
          <div className="share-actions">
            <button type="button" disabled={!link.ok} onClick={() => link.ok && void copy("link", link.url)}>
              {T.share.copyLink}
            </button>
            <button type="button" onClick={() => void copy("markdown", markdown())}>
              {T.share.copyMarkdown}
            </button>
            {proposal ? (
              <button
                type="button"
                title={T.share.proposeHint}
                disabled={!proposal.link.ok || proposal.secrets > 0}
                onClick={() => proposal.link.ok && void copy("proposal", proposal.link.url)}
              >
                {T.share.propose}
              </button>
            ) : null}
          </div>
          {proposal && proposal.secrets > 0 ? (
            <p className="small badge badge-warn">{T.share.baselineSecrets(proposal.secrets)}</p>
          ) : proposal?.link.ok ? (
            <p className="small muted" data-testid="proposal-length" data-length={proposal.link.url.length}>
              {T.share.proposalLength(proposal.link.url.length)}
            </p>
          ) : null}
          <p role="status" className="share-copied small">
            {copied?.by === "clipboard"
              ? copied.what === "link"
                ? T.share.copiedLink
                : copied.what === "proposal"
                  ? T.share.copiedProposal
                  : T.share.copiedMarkdown
              : copied
                ? T.share.noClipboard
                : null}
          </p>
          {copied?.by === "hand" ? <HandCopy what={copied.what} text={copied.text} /> : null}
          {link.ok ? (
            <Meter length={link.url.length} />
          ) : (
            <p className="badge badge-bad">{T.share.tooLarge(Math.round(link.limitBytes / 1048576))}</p>
          )}
          {kept ? (
            <p className="share-kept small">
              {T.share.keptHint(new Date(kept.keptAt).toLocaleString("en-US"))}{" "}
              <button type="button" onClick={() => onBringBack(kept)}>
                {T.share.bringBack}
              </button>
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

/** The text to copy by hand, selected at once so Ctrl+C is all it takes. */
function HandCopy({ what, text }: { readonly what: Copied["what"]; readonly text: string }) {
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, [text]);
  const label = what === "markdown" ? T.share.markdownField : T.share.linkField;
  return (
    <label className="share-hand">
      <span className="small muted">{label}</span>
      {what !== "markdown" ? (
        <input ref={field} readOnly value={text} data-testid="share-link-field" />
      ) : (
        <textarea ref={field} readOnly value={text} rows={6} data-testid="share-markdown-field" />
      )}
    </label>
  );
}

/** The link's length and, per destination, whether it fits in one message. */
function Meter({ length }: { readonly length: number }) {
  return (
    <div className="share-meter" data-testid="share-meter" data-length={length}>
      <p className="small">{T.share.length(length)}</p>
      <ul aria-label={T.share.meterLabel}>
        {linkFits(length).map((fit) => (
          <li key={fit.id} className={fit.fits ? "fits" : "too-long"} data-destination={fit.id} data-fits={fit.fits}>
            <span aria-hidden="true" className="mark">
              {fit.fits ? "✓" : "✗"}
            </span>{" "}
            {fit.name} <span className="muted small">({T.share.limit(fit.limit, fit.approximate)})</span>
            <span className="sr-only">: {fit.fits ? T.share.fits : T.share.tooLong}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
