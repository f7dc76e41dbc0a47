/**
 * Contrast as WCAG 2.2 measures it, in the browser: the focus ring an element shows (from
 * getComputedStyle) against the background it is drawn on, and the worst contrast between an
 * element's text colour and the pixels behind its text (a screenshot with the text hidden, for
 * backgrounds that are images or gradients).
 */
import type { Locator, Page } from 'playwright-core';

export type Rgb = [number, number, number];

/** "rgb(1, 2, 3)" or "rgba(1, 2, 3, 1)" as numbers (an opaque colour is assumed). */
export function parseRgb(css: string): Rgb {
  const match = css.match(/rgba?\(\s*(\d+(?:\.\d+)?)[,\s]+(\d+(?:\.\d+)?)[,\s]+(\d+(?:\.\d+)?)/);
  if (!match) throw new Error(`not an rgb() colour: ${css}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

export interface FocusRing {
  focusVisible: boolean;
  style: string;
  widthPx: number;
  color: Rgb;
  /** The first opaque background behind the ring (the ring sits outside the element). */
  background: Rgb;
  ratio: number;
}

/**
 * Focuses `target` as a keyboard user would (after a key press, so :focus-visible applies) and
 * reads the outline of `ring` (the target itself unless the ring is drawn on a container).
 */
export async function focusRing(page: Page, target: Locator, ring: Locator = target): Promise<FocusRing> {
  await page.keyboard.press('Shift');
  await target.focus();
  const focusVisible = await target.evaluate((element) => element.matches(':focus-visible'));
  const read = await ring.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor };
  });
  const color = parseRgb(read.color);
  // The ring sits outside the element: what is behind it starts at the parent.
  const background = await backdrop(ring, { fromParent: true });
  return { focusVisible, style: read.style, widthPx: parseFloat(read.width), color, background, ratio: contrastRatio(color, background) };
}

/**
 * The colour behind `element`'s content: its own background and its ancestors' (from the parent
 * with `fromParent`), out to the first opaque one, see-through ones (a tinted chip) blended over
 * what is under them, white under all.
 */
export async function backdrop(element: Locator, { fromParent = false } = {}): Promise<Rgb> {
  const css = await element.evaluate((start, skipSelf) => {
    const layers: number[][] = [];
    for (let node = skipSelf ? start.parentElement : start; node; node = node.parentElement) {
      const match = getComputedStyle(node).backgroundColor.match(/[\d.]+/g)!.map(Number);
      const alpha = match.length === 4 ? match[3]! : 1;
      if (alpha === 0) continue;
      layers.push([match[0]!, match[1]!, match[2]!, alpha]);
      if (alpha === 1) break;
    }
    let background = [255, 255, 255];
    for (const [r, g, b, alpha] of layers.reverse()) {
      background = [r!, g!, b!].map((value, index) => value * alpha! + background[index]! * (1 - alpha!));
    }
    return `rgb(${background.join(', ')})`;
  }, fromParent);
  return parseRgb(css);
}

/** How light a colour is, 0 to 255 (the luminance weights on the channels as they are). */
export function lightness([r, g, b]: Rgb): number {
  return Math.round(0.2126 * r + 0.7152 * g + 0.0722 * b);
}

/**
 * The lowest contrast between `element`'s text colour and any pixel behind it: the element is
 * photographed with its text, borders and shadows made transparent, and the picture is read
 * back through a canvas in a blank page.
 */
export async function worstTextContrast(page: Page, element: Locator): Promise<number> {
  const textColor = parseRgb(await element.evaluate((node) => getComputedStyle(node).color));
  await element.scrollIntoViewIfNeeded();
  const restore = await element.evaluate((node) => {
    const changed = [node, ...node.querySelectorAll('*')] as HTMLElement[];
    const before = changed.map((item) => item.getAttribute('style'));
    for (const item of changed) {
      item.style.setProperty('color', 'transparent', 'important');
      item.style.setProperty('border-color', 'transparent', 'important');
      item.style.setProperty('box-shadow', 'none', 'important');
      item.style.setProperty('text-shadow', 'none', 'important');
    }
    (window as unknown as { __restoreText: () => void }).__restoreText = () => changed.forEach((item, index) => {
      if (before[index] === null) item.removeAttribute('style');
      else item.setAttribute('style', before[index]!);
    });
    return true;
  });
  const png = await element.screenshot({ animations: 'disabled' });
  if (restore) await page.evaluate(() => (window as unknown as { __restoreText: () => void }).__restoreText());
  const reader = await page.context().newPage();
  try {
    const pixels = await reader.evaluate(async (base64) => {
      const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      return [...context.getImageData(0, 0, bitmap.width, bitmap.height).data];
    }, png.toString('base64'));
    let worst = 21;
    for (let i = 0; i < pixels.length; i += 4) {
      worst = Math.min(worst, contrastRatio(textColor, [pixels[i], pixels[i + 1], pixels[i + 2]]));
    }
    return worst;
  } finally {
    await reader.close();
  }
}
