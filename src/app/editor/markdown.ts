/** Hover text is Markdown: user text in it is escaped so a config value can never become a link or markup. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!|<>~&]/g, (c) => `\\${c}`);
}
