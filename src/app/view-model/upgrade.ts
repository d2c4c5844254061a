/**
 * The upgrade preview: every answer that changes when this config moves from OpenClaw 2026.7 to 2026.9 (the same
 * text read by both), and the conversion of its legacy `agents.list` into `agents.entries`: which entry became
 * which key, what was added so 2026.9 answers as 2026.7 did, and what would still differ. Sentences from the core's
 * upgrade texts; the edits are the core's, placed in the config.
 */
import {
  conversionAdditionText,
  conversionRefusalText,
  listMappingText,
  type ProfileId,
  upgradeChangeText,
  type TextEdit,
  type UpgradeChange,
  type UpgradePreview,
} from "../../core/index";
import { T } from "../texts";

export interface UpgradeLine {
  readonly key: string;
  readonly kind: string;
  readonly text: string;
}

export type ConversionVM =
  | {
      readonly ok: true;
      readonly mapping: readonly UpgradeLine[];
      readonly added: readonly UpgradeLine[];
      /** The answers that still differ after the conversion (none, mostly). */
      readonly remaining: readonly UpgradeLine[];
      /** The config text the edits were made against, and the edits (placed only while the text is still that). */
      readonly against: string;
      readonly edits: readonly TextEdit[];
      /** The release the converted roster is written for: a profile chosen by hand becomes it. */
      readonly writtenFor: ProfileId;
    }
  | { readonly ok: false; readonly reason: string };

export interface UpgradeVM {
  readonly summary: string;
  readonly changes: readonly UpgradeLine[];
  readonly conversion: ConversionVM | undefined;
}

const lines = <X extends { readonly kind: string }>(items: readonly X[], text: (x: X) => string): UpgradeLine[] =>
  items.map((x, i) => ({ key: `${i}:${x.kind}`, kind: x.kind, text: text(x) }));

export function upgradeVM(preview: UpgradePreview, configText: string, writtenFor: ProfileId): UpgradeVM {
  const conversion = preview.conversion;
  return {
    summary: T.upgrade.summary(preview.changes.length),
    changes: lines<UpgradeChange>(preview.changes, upgradeChangeText),
    conversion:
      conversion === undefined
        ? undefined
        : conversion.ok
          ? {
              ok: true,
              mapping: conversion.mapping.map((m) => ({
                key: String(m.index),
                kind: m.fate,
                text: listMappingText(m),
              })),
              added: lines(conversion.added, conversionAdditionText),
              remaining: lines(conversion.preserved, upgradeChangeText),
              against: configText,
              writtenFor,
              edits: conversion.edits.map((e) => ({
                doc: "config" as const,
                offset: e.start,
                length: e.end - e.start,
                text: e.text,
              })),
            }
          : { ok: false, reason: conversionRefusalText(conversion.reason) },
  };
}
