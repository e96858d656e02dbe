// How tall the animation's box titles may be. CSS sizes their type (in
// presenter mode it grows with the animation's width) and caps each title
// at two lines; the code reserves that room above each box's count line
// and tokens, so a larger title never sits under them.
import { BOX_TITLE_LINES_H } from './token-layout';

/** The tallest box title's room in `area` (its CSS max-height, px); BOX_TITLE_LINES_H when there is none. */
export function boxTitleRoom(area: Element): number {
  let room = 0;
  for (const title of area.querySelectorAll('.pl-box-title')) {
    const px = parseFloat(getComputedStyle(title).maxHeight);
    if (Number.isFinite(px)) room = Math.max(room, px);
  }
  return room > 0 ? Math.ceil(room) : BOX_TITLE_LINES_H;
}
