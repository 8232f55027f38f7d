/**
 * Icons a card-grid card can name in content (`"icon": "gauge"`): lucide 1.75 drawings (ISC licence) as path lists in
 * cardIconDrawings.json (not cardIcons.json: webpack would resolve this module's name to it), printed by
 * scripts/icon-paths.mjs from the installed lucide-react and drawn by src/components/Icon.tsx.
 */
import drawings from './cardIconDrawings.json';

export const cardIcons: Readonly<Record<keyof typeof drawings, readonly string[]>> = drawings;

export type CardIconName = keyof typeof cardIcons;

export const cardIconNames = Object.keys(cardIcons) as [CardIconName, ...CardIconName[]];
