/** React's side of the held first input (src/hydration/heldInputScript.ts): mark a region live and replay what was held for it. */

interface HeldInput {
  flush: () => void;
  holds: (region: Element) => boolean;
}

const heldInput = (): HeldInput | undefined =>
  typeof window === 'undefined' ? undefined : (window as { ___heldInput?: HeldInput }).___heldInput;

/** Marks a region (or, with no argument, the page frame) live and replays the clicks and submits held until now that it can take. */
export function markLive(region: Element = document.documentElement): void {
  region.setAttribute('data-live', '');
  heldInput()?.flush();
}

/** Whether a click or submit inside the region is waiting for it to go live. */
export const holdsInput = (region: Element): boolean => heldInput()?.holds(region) ?? false;

/** The event the head script sends (on document) when it holds a click or submit; its detail is the button or form. */
export const HELD_INPUT_EVENT = 'heldinput';
