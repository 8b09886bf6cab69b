import type { Page } from 'playwright-core';

/**
 * Types paragraphs into the back office's rich-text editor on a language tab (its panel is labelled by the
 * tab's name), as a person does: Enter between them.
 */
export async function writeInEditor(page: Page, tab: string, paragraphs: string[]) {
  const editor = page.getByLabel(tab, { exact: true }).locator('.ProseMirror');
  await editor.click();
  for (const [i, paragraph] of paragraphs.entries()) {
    if (i > 0) await editor.press('Enter');
    await editor.pressSequentially(paragraph);
  }
}
