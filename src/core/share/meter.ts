/**
 * Where a link fits: chat apps and trackers cut or refuse long messages, and a cut link does not open. The page
 * shows this next to the link's length, so the person knows to send the Markdown or the files instead.
 */
import { shareTexts as t } from "./texts";

export type DestinationId = keyof typeof t.destinations;

export interface Destination {
  readonly id: DestinationId;
  readonly name: string;
  /** The most characters a message may have there. */
  readonly limit: number;
  /** Whether the limit is documented exactly, or known only roughly. */
  readonly approximate: boolean;
}

export interface LinkFit extends Destination {
  readonly fits: boolean;
}

/** Smallest limit first. */
export const DESTINATIONS: readonly Destination[] = [
  { id: "discord", name: t.destinations.discord, limit: 2000, approximate: false },
  { id: "slack", name: t.destinations.slack, limit: 4000, approximate: true },
  { id: "teams", name: t.destinations.teams, limit: 28000, approximate: true },
  { id: "github", name: t.destinations.github, limit: 65536, approximate: false },
];

/** For each destination, whether a link (or message) of `length` characters fits in one message. */
export function linkFits(length: number): readonly LinkFit[] {
  return DESTINATIONS.map((d) => ({ ...d, fits: length <= d.limit }));
}
