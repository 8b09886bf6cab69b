// Text put into HTML the server writes itself (the sandbox banks' pages, the order mails).

/** text as HTML that shows it and does nothing else (in content and in quoted attributes) */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
