/**
 * A YouTube or Vimeo address pasted on its own becomes a video embed (issue 20, item 7: "a YouTube
 * link stays text"). CKEditor's own auto-embed never sees it here: the Markdown paste turns the
 * bare address into a link first. So this runs first (highest priority on the clipboard input)
 * and only for plain text that is one video address and nothing else (src/shared/video-embeds.ts);
 * anything else pastes as before.
 */
import { ClipboardPipeline, Plugin } from 'ckeditor5';
import { videoEmbedOf } from '../../../../src/shared/video-embeds.js';

export class PasteVideoLink extends Plugin {
  static get pluginName() {
    return 'PasteVideoLink' as const;
  }

  static get requires() {
    return [ClipboardPipeline] as const;
  }

  init(): void {
    const editor = this.editor;
    this.listenTo(editor.editing.view.document, 'clipboardInput', (event, data) => {
      const transfer = data.dataTransfer;
      const text = transfer.getData('text/plain').trim();
      if (!text || /\s/.test(text) || !videoEmbedOf(text)) return;
      // Rich content that is more than the address (a copied paragraph with a link) pastes as rich content.
      const html = transfer.getData('text/html');
      if (html && html.replace(/<[^>]*>/g, '').trim() !== text) return;
      const command = editor.commands.get('mediaEmbed');
      if (!command?.isEnabled) return;
      event.stop();
      editor.execute('mediaEmbed', text);
    }, { priority: 'highest' });
  }
}
