/**
 * docs/product.md §2: pasted content loses the inline style properties font-family, font-size,
 * line-height, margin, padding, text-align, color and background-color. Runs on the clipboard
 * pipeline's view fragment, after Paste from Office has normalised Word and Google Docs HTML
 * (priority high) and before the fragment becomes model content (priority low), so it holds
 * whatever plugins later keep styles (general HTML support, font or alignment features).
 */
import { ClipboardPipeline, Plugin, ViewUpcastWriter, type ViewDocumentFragment } from 'ckeditor5';

export const STRIPPED_PASTE_STYLES = [
  'font-family', 'font-size', 'line-height', 'margin', 'padding', 'text-align', 'color', 'background-color',
] as const;

/** The listed properties, their longhands (margin-top, padding-left, ...) and the shorthands that set them. */
export function isStrippedPasteStyle(property: string): boolean {
  const name = property.trim().toLowerCase();
  return (STRIPPED_PASTE_STYLES as readonly string[]).includes(name)
    || name.startsWith('margin-') || name.startsWith('padding-')
    || name === 'font' || name === 'background';
}

export function stripPastedStyles(fragment: ViewDocumentFragment, writer: ViewUpcastWriter): void {
  const styled = [...writer.createRangeIn(fragment).getItems()].filter((item) => item.is('element') && item.hasAttribute('style'));
  for (const element of styled) {
    if (!element.is('element')) continue;
    const doomed = new Set([...element.getStyleNames(true), ...element.getStyleNames()].filter(isStrippedPasteStyle));
    if (doomed.size) writer.removeStyle([...doomed], element);
  }
}

export class StripPastedStyles extends Plugin {
  static get pluginName() {
    return 'StripPastedStyles' as const;
  }

  static get requires() {
    return [ClipboardPipeline] as const;
  }

  init(): void {
    const { editor } = this;
    this.listenTo(editor.plugins.get(ClipboardPipeline), 'inputTransformation', (_event, data) => {
      stripPastedStyles(data.content, new ViewUpcastWriter(editor.editing.view.document));
    }, { priority: 'normal' });
  }
}
